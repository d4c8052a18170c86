// Spec 2 §8: the admin login's messages, word for word, and its rules, in the spec's order: both
// fields, then the address's form, then the allow-list, and only then the password.
import * as v from "valibot";
import { isAdminEmail } from "./roles";

/** By the authentication failure's code. */
export const ADMIN_AUTH_MESSAGES = {
  "user-not-found": "Admin account not found. Please contact system administrator.",
  "wrong-password": "Incorrect password. Please try again.",
  "invalid-email": "Invalid email address format.",
  "too-many-requests": "Too many failed attempts. Please try again later.",
  "invalid-credential": "Invalid credentials. Please check your email and password.",
  default: "Login failed. Please check your credentials.",
} as const;

export const ADMIN_LOGIN_MESSAGES = {
  bothNeeded: "Please enter both email and password",
  notAdmin: "Access denied. Only authorized administrators can access this panel.",
  signedIn: "Login successful! Redirecting...",
  resetEmailNeeded: "Please enter your email address",
  resetNotAllowed: "Only authorized admin emails can reset passwords.",
  resetFailed: "Failed to send reset email. Please try again.",
  resetSent: "Password reset email sent! Check your inbox.",
} as const;

const text = v.optional(v.string(), "");
export const AdminLoginForm = v.variant("intent", [
  v.object({ intent: v.literal("login"), email: text, password: text }),
  v.object({ intent: v.literal("reset"), email: text }),
]);

/** The address as the allow-list compares it. */
export const adminAddress = (email: string) => email.trim().toLowerCase();

/** Why a sign-in is refused before any account is looked at, or null. */
export function adminSignInProblem(email: string, password: string): string | null {
  if (!email || !password) return ADMIN_LOGIN_MESSAGES.bothNeeded;
  if (!v.is(v.pipe(v.string(), v.maxLength(254), v.email()), email)) return ADMIN_AUTH_MESSAGES["invalid-email"];
  return null;
}

/** The allow-list: an address in ADMIN_EMAILS, or an account an administrator made admin. */
export function isAllowedAdmin(adminEmails: string, email: string, accountRole: string | undefined): boolean {
  return isAdminEmail(adminEmails, email) || accountRole === "admin";
}

/** The admin page's sentence for an authentication failure's code. */
export function adminAuthMessage(code: string): string {
  return Object.hasOwn(ADMIN_AUTH_MESSAGES, code) ? ADMIN_AUTH_MESSAGES[code as keyof typeof ADMIN_AUTH_MESSAGES] : ADMIN_AUTH_MESSAGES.default;
}
