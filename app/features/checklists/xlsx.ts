// The cells of named sheets in an .xlsx file, as text. An .xlsx is a zip of XML parts; fflate unzips it in the
// Worker (no Node fs, no DOM), and the few XML shapes a worksheet uses (rows of cells whose value is a number,
// a shared string, an inline string or a boolean) are read here, so no XML library rides along.
import { unzipSync } from "fflate";

/** One sheet row: its number as the spreadsheet shows it (the header is row 1), its cells by column (0 = A). */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** Unzipped parts above this are refused: a form's three sheets are a few hundred kilobytes at most. */
const MAX_UNZIPPED_BYTES = 8 * 1024 * 1024;

export class XlsxError extends Error {}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The text runs of a shared or inline string, without phonetic hints (<rPh>). */
const runsText = (xml: string) =>
  [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "").matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)].map((m) => decodeXml(m[1] ?? "")).join("");

/** "C12" -> 2 (the column's index). */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? "";
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function readSheet(xml: string, shared: string[]): SheetRow[] {
  const rows: SheetRow[] = [];
  let next = 1;
  for (const rowMatch of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(attr(rowMatch[1], "r") ?? next);
    next = number + 1;
    const cells: string[] = [];
    let column = 0;
    for (const cell of (rowMatch[2] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = attr(cell[1], "r");
      const index = ref ? columnIndex(ref) : column;
      column = index + 1;
      const body = cell[2] ?? "";
      const type = attr(cell[1], "t");
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value = "";
      if (type === "s") value = shared[Number(raw)] ?? "";
      else if (type === "inlineStr") value = runsText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? "");
      else if (type === "b") value = raw === "1" ? "TRUE" : "FALSE";
      else if (raw !== undefined) value = decodeXml(raw);
      cells[index] = value;
    }
    rows.push({ row: number, cells: Array.from(cells, (c) => c ?? "") });
  }
  return rows;
}

function unzip(bytes: Uint8Array): Record<string, Uint8Array> {
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (total > MAX_UNZIPPED_BYTES) throw new XlsxError("The file is too large once unpacked");
        return file.name.endsWith(".xml") || file.name.endsWith(".rels");
      },
    });
  } catch (error) {
    if (error instanceof XlsxError) throw error;
    throw new XlsxError("The file is not an .xlsx workbook");
  }
}

/** The named sheets' rows (names compared in lower case); a missing sheet is absent from the answer. */
export function readXlsxSheets(bytes: Uint8Array, names: string[]): Record<string, SheetRow[]> {
  const files = unzip(bytes);
  const text = (path: string) => (files[path] ? new TextDecoder().decode(files[path]) : null);
  const workbook = text("xl/workbook.xml");
  const rels = text("xl/_rels/workbook.xml.rels");
  if (!workbook || !rels) throw new XlsxError("The file is not an .xlsx workbook");
  const targets = new Map([...rels.matchAll(/<Relationship\b([^>]*)>/g)].map((m) => [attr(m[1], "Id"), attr(m[1], "Target") ?? ""]));
  const sharedXml = text("xl/sharedStrings.xml") ?? "";
  const shared = [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) => runsText(m[1] ?? ""));
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const sheets: Record<string, SheetRow[]> = {};
  for (const sheet of workbook.matchAll(/<sheet\b([^>]*)>/g)) {
    const name = decodeXml(attr(sheet[1], "name") ?? "")
      .trim()
      .toLowerCase();
    if (!wanted.has(name) || sheets[name]) continue;
    const target = targets.get(attr(sheet[1], "r:id")) ?? "";
    const path = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
    const xml = text(path);
    if (xml === null) throw new XlsxError(`The sheet "${name}" is missing from the file`);
    sheets[name] = readSheet(xml, shared);
  }
  return sheets;
}
