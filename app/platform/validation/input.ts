// Pure rules every request's input passes before a schema sees it: text that D1, a CSV or a PDF can
// hold, bounded in length and nesting. Shared by the request model (server) and its unit tests.

/** C0 control characters and DEL, except tab, line feed and carriage return (textareas send those). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The longest single form or query value any field accepts (a support message is 5,000). */
export const MAX_FIELD_CHARS = 10_000;
/** JSON bodies nest at most this deep (an inspection payload needs 3). */
export const MAX_JSON_DEPTH = 16;

export const INPUT_MESSAGES = {
  notForm: "The request must be a form submission",
  notJson: "The request must be JSON",
  badJson: "The request body is not valid JSON",
  tooDeep: "The request body is nested too deeply",
  tooLarge: "The request body is too large",
  control: (field: string) => `${field} contains control characters`,
  tooLong: (field: string) => `${field} is longer than ${MAX_FIELD_CHARS.toLocaleString("en-US")} characters`,
  repeated: (field: string) => `${field} was sent more than once`,
  unknown: (field: string) => `Unknown field: ${field}`,
  unknownAction: "Unknown action",
} as const;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** Why a text value is not acceptable as input, or null. `name` is the field as the message says it. */
export function textProblem(name: string, text: string, maxChars = MAX_FIELD_CHARS): string | null {
  if (hasControlCharacters(text)) return INPUT_MESSAGES.control(name);
  if (text.length > maxChars) return INPUT_MESSAGES.tooLong(name);
  return null;
}

/**
 * How deep a JSON text nests, counted without parsing it (so a 50,000-deep body costs one pass and
 * no recursion). Brackets inside strings do not count.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Every string in a parsed JSON value (keys included) that breaks the text rules, as a message, or null. */
export function jsonTextProblem(value: unknown, path = "body"): string | null {
  if (typeof value === "string") return hasControlCharacters(value) ? INPUT_MESSAGES.control(path) : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = jsonTextProblem(value[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (hasControlCharacters(k)) return INPUT_MESSAGES.control(path);
      const p = jsonTextProblem(v, `${path}.${k}`);
      if (p) return p;
    }
  }
  return null;
}
