// A form refused after a native post (the page's scripts had not run) is drawn again from the answer:
// the refusal carries what was typed, so the fields come back filled. The one way every action does it.
import type * as v from "valibot";
import { parseForm, Refusal } from "./request.server";

/** Fields a form carries that the person did not type. */
const NOT_TYPED = new Set(["intent", "id"]);

/**
 * `error`, when it is a refusal of what was typed, carrying the form's text fields (`values`): every one but the
 * hidden intent and id, or only `names` when given (a form with a password names the others). Files are left out,
 * and so is a body refused as malformed (400: control characters, over-long, a repeated field): it is not echoed back.
 */
function givenBack(error: unknown, form: FormData, names?: readonly string[]): unknown {
  if (error instanceof Refusal && error.status !== 400) {
    // A refusal names the intent it answers, so a page with several forms shows it at the right one.
    const intent = form.get("intent");
    if (typeof intent === "string" && error.data.intent === undefined) error.data.intent = intent;
    const typed = [...form].filter((e): e is [string, string] => typeof e[1] === "string" && (names ? names.includes(e[0]) : !NOT_TYPED.has(e[0])));
    if (typed.length > 0) error.data.values = Object.fromEntries(typed);
  }
  return error;
}

/** parseForm, a field's refusal (422) carrying what was typed. */
export function parseTypedForm<S extends v.GenericSchema>(form: FormData, schema: S, names?: readonly string[]): v.InferOutput<S> {
  try {
    return parseForm(form, schema);
  } catch (error) {
    throw givenBack(error, form, names);
  }
}

/** `work` on a form, any refusal from it (the schema's, or the feature's: a reference already taken) carrying what was typed. */
export async function withTypedForm<T>(form: FormData, work: () => Promise<T>, names?: readonly string[]): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw givenBack(error, form, names);
  }
}
