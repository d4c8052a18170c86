// One way every form is checked, in the browser and again on the server: a valibot schema, and the
// first message for each field that fails.
import * as v from "valibot";

export type FieldErrorsOf<T> = Partial<Record<keyof T, string>>;
/** `errors` keeps each field's first message (an issue of no field under "form"), the first failure first. */
export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrorsOf<T> };

export function validateForm<S extends v.GenericSchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.output };
  return { ok: false, errors: fieldErrors(result.issues) as FieldErrorsOf<v.InferOutput<S>> };
}

/** Each field's first message, an issue of no field under "form", in the order they failed. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? "form"] ??= issue.message;
  return errors;
}

/** The first failure's message, for a form-level notice. */
export const firstError = (errors: object): string => Object.values(errors)[0] as string;
