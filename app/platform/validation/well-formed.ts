// A lone UTF-16 surrogate cannot be stored as UTF-8: D1 keeps its raw bytes and reads them back as
// three U+FFFD, so a record sealed as sent would no longer match itself. Input is made well-formed
// (one U+FFFD per lone surrogate) before anything is written or signed.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function wellFormed(value: unknown): unknown {
  if (typeof value === "string") return value.replace(LONE_SURROGATE, "\uFFFD");
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [wellFormed(k) as string, wellFormed(v)]));
  return value;
}
