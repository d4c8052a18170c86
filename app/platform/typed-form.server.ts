// A form refused after a native post (the page's scripts had not run) is drawn again from the answer:
// a field's refusal carries what was typed, so the fields come back filled.
import type * as v from "valibot";
import { parseForm, Refusal } from "./request.server";

/** Fields a form carries that the person did not type. */
const NOT_TYPED = new Set(["intent", "id"]);

/**
 * parseForm, with a field's refusal (422) carrying the text typed (`values`): every text field but the
 * hidden intent and id, or only `names` when given (a form with a password names the others). Files are
 * left out, and so is a body refused as malformed (control characters, over-long): it is not echoed back.
 */
export function parseTypedForm<S extends v.GenericSchema>(form: FormData, schema: S, names?: readonly string[]): v.InferOutput<S> {
  try {
    return parseForm(form, schema);
  } catch (error) {
    if (error instanceof Refusal && error.status === 422) {
      const typed = [...form].filter((e): e is [string, string] => typeof e[1] === "string" && (names ? names.includes(e[0]) : !NOT_TYPED.has(e[0])));
      if (typed.length > 0) error.data.values = Object.fromEntries(typed);
    }
    throw error;
  }
}
