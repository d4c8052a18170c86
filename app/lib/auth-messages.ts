// Spec 1, section 8: the authentication messages, word for word.
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
export const SIGN_OUT_FAILURE_MESSAGE = "Failed to sign out.";

export function authErrorMessage(code: string | null | undefined): string {
  return code && code in AUTH_MESSAGES ? AUTH_MESSAGES[code as AuthErrorCode] : AUTH_FALLBACK_MESSAGE;
}

export class AuthError extends Error {
  constructor(readonly code: AuthErrorCode) {
    super(AUTH_MESSAGES[code]);
  }
}
