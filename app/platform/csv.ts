// The one way the app writes and reads CSV. A text cell a spreadsheet would run as a formula (starting with =,
// +, -, @, tab or carriage return) is written with a leading apostrophe (papaparse's escapeFormulae),
// so opening an export runs nothing; numbers stay numbers.
import Papa from "papaparse";

/** `header: false` writes the rows alone: the later pages of a CSV streamed page by page. */
export function toCsv(rows: readonly Record<string, unknown>[], { header = true }: { header?: boolean } = {}): string {
  return Papa.unparse(rows as Record<string, unknown>[], { escapeFormulae: true, header });
}

/** The header line alone (an empty export), its names defused as the rows' cells are. */
export function csvHeader(columns: readonly string[]): string {
  return Papa.unparse({ fields: [...columns], data: [] }, { escapeFormulae: true }).replace(/\r\n$/, "");
}

export interface CsvRejection {
  /**
   * The line of the file the row starts on, as an editor or a spreadsheet numbers it: the header is
   * row 1, and blank lines count.
   */
  row: number;
  reason: string;
}

export const CSV_MESSAGES = {
  notText: "This file is not a CSV text file",
  notUtf8: 'This file is not a CSV text file in UTF-8: save it from your spreadsheet as "CSV UTF-8" and choose it again',
  unclosedQuote: "A quote is not closed, so the rest of the file from this line was not read",
  badQuote: "A quote in this row is malformed",
} as const;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const isControlByte = (b: number) => (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f;

/** An uploaded CSV's bytes, or why it cannot be imported: missing or empty, not .csv, over `maxBytes`, or not a text file. */
export async function readCsvUpload(file: unknown, maxBytes: number): Promise<{ bytes: Uint8Array } | { problem: string; tooLarge?: true }> {
  if (!(file instanceof File) || file.size === 0) return { problem: "Please select a CSV file" };
  if (!file.name.toLowerCase().endsWith(".csv")) return { problem: "Only .csv files can be imported" };
  if (file.size > maxBytes) return { problem: `The file is larger than ${Math.round(maxBytes / 1_048_576)} MB`, tooLarge: true };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = csvFileProblem(bytes);
  return problem ? { problem } : { bytes };
}

/**
 * Why bytes cannot be a CSV text file, or null. Binary content (a NUL byte, control characters other
 * than tab and line breaks: a spreadsheet or an image saved as .csv) is not text at all. Text in
 * another encoding (UTF-16 with its byte-order mark, Windows-1252 bytes that are not UTF-8, or
 * U+FFFD left by an earlier lossy conversion) would import as mangled names, so it is refused with
 * the way to save it right.
 */
export function csvFileProblem(bytes: Uint8Array): string | null {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return CSV_MESSAGES.notUtf8;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Control bytes say binary; without them it is text in a legacy encoding.
    return bytes.some(isControlByte) ? CSV_MESSAGES.notText : CSV_MESSAGES.notUtf8;
  }
  if (CONTROL.test(text)) return CSV_MESSAGES.notText;
  return text.includes("\uFFFD") ? CSV_MESSAGES.notUtf8 : null;
}

const PARSE_ERRORS: Record<string, string> = { MissingQuotes: CSV_MESSAGES.unclosedQuote, InvalidQuotes: CSV_MESSAGES.badQuote };

/**
 * Parses CSV text into rows, each with the line it starts on (blank lines are skipped but counted),
 * and the reason when papaparse could not read the row cleanly (an unclosed quote swallows the rest of
 * the file into one field: that row is refused rather than imported as garbage).
 */
export function csvRowsWithLines(text: string): { cells: string[]; line: number; error?: string }[] {
  const newline = text.includes("\n") ? "\n" : "\r";
  const rows: { cells: string[]; line: number; error?: string }[] = [];
  let from = 0;
  let counted = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    skipEmptyLines: "greedy",
    step: (result) => {
      let start = from;
      while (start < text.length && /\s/.test(text[start])) start++;
      for (; counted < start; counted++) if (text[counted] === newline) line++;
      const error = result.errors.map((e) => PARSE_ERRORS[e.code]).find(Boolean);
      rows.push({ cells: result.data, line, ...(error ? { error } : {}) });
      from = result.meta.cursor;
    },
  });
  return rows;
}
