// One way every form is checked, in the browser and again on the server: a valibot schema, and the
// first message for each field that fails.
import * as v from "valibot";

export type FieldErrorsOf<T> = Partial<Record<keyof T, string>>;
export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrorsOf<T> };

export function validateForm<S extends v.GenericSchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.output };
  const errors: FieldErrorsOf<v.InferOutput<S>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof v.InferOutput<S> | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
