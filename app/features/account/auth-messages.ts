// Spec 1, section 8: the authentication messages, word for word.
import { Refusal, type RefusalStatus } from "../../platform/refusal";
export const AUTH_MESSAGES = {
  "user-not-found": "No account found with this email address.",
  "wrong-password": "Incorrect password.",
  "email-already-in-use": "An account with this email already exists.",
  "weak-password": "Password should be at least 6 characters.",
  "invalid-email": "Invalid email address.",
  "user-disabled": "This account has been disabled.",
  "too-many-requests": "Too many failed attempts. Please try again later.",
  "popup-closed-by-user": "Sign-in popup was closed before completion.",
  "popup-blocked": "Sign-in popup was blocked by the browser.",
  "cancelled-popup-request": "Sign-in was cancelled.",
} as const;

export type AuthErrorCode = keyof typeof AUTH_MESSAGES;
export const AUTH_FALLBACK_MESSAGE = "An error occurred during authentication.";
export const GOOGLE_FAILURE_MESSAGE = "Failed to sign in with Google";

export function authErrorMessage(code: string | null | undefined): string {
  return code && Object.hasOwn(AUTH_MESSAGES, code) ? AUTH_MESSAGES[code as AuthErrorCode] : AUTH_FALLBACK_MESSAGE;
}

const STATUS: Partial<Record<AuthErrorCode, RefusalStatus>> = { "too-many-requests": 429, "user-disabled": 403, "email-already-in-use": 409 };

/** A refusal that also carries the spec's code, for the admin login's own message table. */
export class AuthError extends Refusal {
  constructor(
    readonly code: AuthErrorCode,
    data: Record<string, unknown> = {},
  ) {
    super(STATUS[code] ?? 401, AUTH_MESSAGES[code], data);
  }
}
