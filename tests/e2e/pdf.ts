// What a downloaded report says, read with poppler's pdftotext and pdfinfo. Always -layout: without it pdftotext
// joins a line ending in "-" to the next as a hyphenated word, and a verify link may end in "-".
import { execFileSync } from "node:child_process";

/** The report's text, its pages separated by form feeds. */
export const pdfText = (path: string) => execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });

/** The report's text with every run of white space as one space, for sentences a line may break. */
export const pdfProse = (path: string) => pdfText(path).replace(/\s+/g, " ");

/** How many pages the report has. */
export const pdfPageCount = (path: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [path], { encoding: "utf8" }))![1]);
