// The cells of named sheets in an .xlsx file, as text. An .xlsx is a zip of XML parts; fflate unzips it in the
// Worker (no Node fs, no DOM), and the few XML shapes a worksheet uses (rows of cells whose value is a number,
// a shared string, an inline string or a boolean; tags with or without a namespace prefix) are read here in one
// linear pass over the tags, so no XML library rides along.
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

/** Excel's last column, XFD: a cell reference past it is not a cell. */
const MAX_COLUMN = 16383;

/** Every tag (any namespace prefix) and the text between tags, in one linear pass: no pattern spans an unclosed element. */
function walk(xml: string, on: { open(name: string, attrs: string, empty: boolean): void; close(name: string): void; text(text: string): void }) {
  const tag = /<(\/?)(?:[\w.-]+:)?([A-Za-z]+)\b([^>]*?)(\/?)>/g;
  let last = 0;
  for (const m of xml.matchAll(tag)) {
    if (m.index > last) on.text(xml.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[1]) on.close(m[2]);
    else on.open(m[2], m[3], m[4] === "/");
  }
}

/** The shared-strings table: each <si>'s text runs joined, without phonetic hints (<rPh>). */
function readShared(xml: string): string[] {
  const strings: string[] = [];
  let current = "";
  let inT = false;
  let inPhonetic = false;
  walk(xml, {
    open: (name, _, empty) => {
      if (name === "si" && empty) strings.push("");
      else if (name === "si") current = "";
      else if (name === "t") inT = !empty;
      else if (name === "rPh") inPhonetic = !empty;
    },
    close: (name) => {
      if (name === "si") strings.push(current);
      else if (name === "t") inT = false;
      else if (name === "rPh") inPhonetic = false;
    },
    text: (text) => {
      if (inT && !inPhonetic) current += decodeXml(text);
    },
  });
  return strings;
}

/** "C12" -> 2 (the column's index). */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]{1,3}/.exec(ref)?.[0] ?? "";
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function readSheet(xml: string, shared: string[]): SheetRow[] {
  const rows: SheetRow[] = [];
  let row: { row: number; cells: string[] } | null = null;
  let cell: { index: number; type?: string; v: string; t: string } | null = null;
  let column = 0;
  let inV = false;
  let inT = false;
  let inPhonetic = false;
  const endRow = () => {
    if (row) rows.push({ row: row.row, cells: Array.from(row.cells, (c) => c ?? "") });
    row = null;
  };
  walk(xml, {
    open: (name, attrs, empty) => {
      if (name === "row") {
        row = { row: Number(attr(attrs, "r") ?? (rows.at(-1)?.row ?? 0) + 1), cells: [] };
        column = 0;
        if (empty) endRow();
      } else if (name === "c" && row) {
        const ref = attr(attrs, "r");
        const index = ref ? columnIndex(ref) : column;
        column = index + 1;
        cell = empty || index < 0 || index > MAX_COLUMN ? null : { index, type: attr(attrs, "t"), v: "", t: "" };
      } else if (name === "v") inV = !empty;
      else if (name === "t") inT = !empty;
      else if (name === "rPh") inPhonetic = !empty;
    },
    close: (name) => {
      if (name === "row") endRow();
      else if (name === "v") inV = false;
      else if (name === "t") inT = false;
      else if (name === "rPh") inPhonetic = false;
      else if (name === "c" && cell && row) {
        const { type, v, t } = cell;
        row.cells[cell.index] = type === "s" ? (shared[Number(v)] ?? "") : type === "inlineStr" ? t : type === "b" ? (v === "1" ? "TRUE" : "FALSE") : v;
        cell = null;
      }
    },
    text: (text) => {
      if (!cell) return;
      if (inV) cell.v += decodeXml(text);
      else if (inT && !inPhonetic) cell.t += decodeXml(text);
    },
  });
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
  const targets = new Map([...rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)].map((m) => [attr(m[1], "Id"), attr(m[1], "Target") ?? ""]));
  const shared = readShared(text("xl/sharedStrings.xml") ?? "");
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const sheets: Record<string, SheetRow[]> = {};
  for (const sheet of workbook.matchAll(/<(?:\w+:)?sheet\b([^>]*)>/g)) {
    const name = decodeXml(attr(sheet[1], "name") ?? "")
      .trim()
      .toLowerCase();
    if (!wanted.has(name) || sheets[name]) continue;
    const target = targets.get(/\s\w+:id="([^"]*)"/.exec(sheet[1])?.[1]) ?? "";
    const path = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
    const xml = text(path);
    if (xml === null) throw new XlsxError(`The sheet "${name}" is missing from the file`);
    sheets[name] = readSheet(xml, shared);
  }
  return sheets;
}
