// One valibot schema per auth form, used by the forms and by the actions that receive them.
import * as v from "valibot";
import { AUTH_MESSAGES } from "./auth-messages";

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

/** What the /login actions answer. */
export type AuthIntent = "sign-in" | "sign-up" | "forgot";
export interface AuthActionData {
  ok?: boolean;
  intent: AuthIntent;
  /** Why the form was refused (a refusal's message). */
  message?: string;
  fieldErrors?: Record<string, string>;
  sent?: boolean;
  /** What a refused form had typed (never the password), to fill it again. */
  values?: { email?: string; displayName?: string };
}
