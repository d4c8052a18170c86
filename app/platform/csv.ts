// The one way the app writes CSV. A text cell a spreadsheet would run as a formula (starting with =,
// +, -, @, tab or carriage return) is written with a leading apostrophe (papaparse's escapeFormulae),
// so opening an export runs nothing; numbers stay numbers.
import Papa from "papaparse";

/** `header: false` writes the rows alone: the later pages of a CSV streamed page by page. */
export function toCsv(rows: readonly Record<string, unknown>[], { header = true }: { header?: boolean } = {}): string {
  return Papa.unparse(rows as Record<string, unknown>[], { escapeFormulae: true, header });
}
