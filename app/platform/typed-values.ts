// A form refused after a native post (the page's scripts had not run) is drawn again from the answer:
// the refusal carries what was typed, so the fields come back filled. Never pass a password's name.
import { Refusal } from "./refusal";

/** The named text fields of `form`, each cut to `max` characters. */
export function typedValues(form: FormData, names: readonly string[], max = 5000): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, max);
  }
  return values;
}

/** Runs `parse`; a refusal of the fields (one with fieldErrors) leaves with the typed `names` as `values`. */
export function keepingTyped<T>(form: FormData, names: readonly string[], parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof Refusal && error.data.fieldErrors) {
      throw new Refusal(error.status, error.message, { ...error.data, values: typedValues(form, names) }, error.headers);
    }
    throw error;
  }
}
