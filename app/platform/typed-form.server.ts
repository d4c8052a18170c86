import type * as v from "valibot";
import { parseForm, Refusal } from "./request.server";

/** Fields a form carries that the person did not type. */
const NOT_TYPED = new Set(["intent", "id"]);

/**
 * parseForm, with a field's refusal (422) carrying the text typed (`values`), so a form posted before the
 * scripts ran comes back with its fields filled. Files and the hidden intent and id are left out, and so
 * is a body refused as malformed (control characters, over-long): it is not echoed back.
 */
export function parseTypedForm<S extends v.GenericSchema>(form: FormData, schema: S): v.InferOutput<S> {
  try {
    return parseForm(form, schema);
  } catch (error) {
    if (error instanceof Refusal && error.status === 422) {
      const typed = [...form].filter((e): e is [string, string] => typeof e[1] === "string" && !NOT_TYPED.has(e[0]));
      if (typed.length > 0) error.data.values = Object.fromEntries(typed);
    }
    throw error;
  }
}
