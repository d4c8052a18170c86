// One valibot schema per auth form, used by the forms and by the actions that receive them.
import * as v from "valibot";
import { AUTH_MESSAGES } from "../auth-messages";

export const MIN_PASSWORD_LENGTH = 6;

const email = v.pipe(
  v.string(AUTH_MESSAGES["invalid-email"]),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(AUTH_MESSAGES["invalid-email"]),
  v.maxLength(254, AUTH_MESSAGES["invalid-email"]),
  v.email(AUTH_MESSAGES["invalid-email"]),
);
const newPassword = v.pipe(
  v.string(AUTH_MESSAGES["weak-password"]),
  v.minLength(MIN_PASSWORD_LENGTH, AUTH_MESSAGES["weak-password"]),
  v.maxLength(512, "Password is too long."),
);

export const SignInSchema = v.object({
  email,
  password: v.pipe(v.string(AUTH_MESSAGES["wrong-password"]), v.nonEmpty("Please enter your password."), v.maxLength(512, AUTH_MESSAGES["wrong-password"])),
});

export const SignUpSchema = v.object({
  displayName: v.pipe(v.string("Please enter your name."), v.trim(), v.nonEmpty("Please enter your name."), v.maxLength(120, "Name is too long.")),
  email,
  password: newPassword,
  timeZone: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

export const ForgotPasswordSchema = v.object({ email });

export const ResetPasswordSchema = v.object({ password: newPassword });

/** Parses FormData with a schema; returns the output or the first message per field. */
export function parseForm<S extends v.GenericSchema>(schema: S, form: FormData):
  | { ok: true; data: v.InferOutput<S> }
  | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(schema, Object.fromEntries(form));
  if (result.success) return { ok: true, data: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
