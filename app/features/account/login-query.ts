// What /login's address asks for: the form to show, a notice, and where to go once signed in.
// The page's links are forgiving: an unknown view or notice is the sign-in form without a notice.
import * as v from "valibot";
import type { AuthView } from "./EmailAuthForm";
import { authErrorMessage, GOOGLE_FAILURE_MESSAGE } from "./auth-messages";
import { safeRedirect } from "../../platform/redirect-to";

const VIEWS: AuthView[] = ["sign-in", "sign-up", "forgot"];
const NOTICES: Record<string, string> = {
  google: GOOGLE_FAILURE_MESSAGE,
  "google-cancelled": authErrorMessage("cancelled-popup-request"),
  "google-not-configured": "Sign-in with Google is not configured on this server.",
};

export const LoginQuery = v.object({
  view: v.optional(v.string()),
  error: v.optional(v.string()),
  reset: v.optional(v.string()),
  redirectTo: v.optional(v.string()),
});

export interface LoginPageData {
  view: AuthView;
  error: string | null;
  passwordChanged: boolean;
  /** A path on this site to return to, or null for the app's home. */
  redirectTo: string | null;
  googleConfigured: boolean;
}

export function loginPageData(query: v.InferOutput<typeof LoginQuery>, googleConfigured: boolean): LoginPageData {
  return {
    view: VIEWS.find((name) => name === query.view) ?? "sign-in",
    error: query.error && Object.hasOwn(NOTICES, query.error) ? NOTICES[query.error] : null,
    passwordChanged: query.reset === "done",
    // Only a path on this site is carried or followed; anything else is the app's home.
    redirectTo: query.redirectTo ? safeRedirect(query.redirectTo, "") || null : null,
    googleConfigured,
  };
}
