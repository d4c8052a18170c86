// The admin login's two forms: sign-in (allow-list before password, so the password of an address that
// is not an admin's is never tried here) and the reset link.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { signInClient, signInCookies } from "./auth-actions.server";
import { AuthError } from "./auth-messages";
import { findUserByEmail, requestPasswordReset, signInWithPassword } from "./auth.server";
import { ADMIN_LOGIN_MESSAGES as M, adminAddress, adminAuthMessage, adminSignInProblem, isAllowedAdmin } from "./admin-login";
import { isAdmin } from "./session.server";
import { Refusal, type RefusalStatus } from "../../platform/refusal";

const refuse = (intent: string, status: RefusalStatus, message: string, email?: string) =>
  new Refusal(status, message, { intent, ...(email === undefined ? {} : { values: { email: email.slice(0, 254) } }) });

async function allowed(context: AppLoadContext, email: string) {
  return isAllowedAdmin(context.cloudflare.env.ADMIN_EMAILS, email, (await findUserByEmail(context.db, email))?.role);
}

/** Signs an administrator in: the session cookies, or a refusal with the spec's sentence. */
export async function adminSignIn(context: AppLoadContext, request: Request, typed: { email: string; password: string }): Promise<Headers> {
  const env = context.cloudflare.env;
  const email = adminAddress(typed.email);
  const problem = adminSignInProblem(email, typed.password);
  if (problem) throw refuse("login", 400, problem, typed.email);
  if (!(await allowed(context, email))) throw refuse("login", 403, M.notAdmin, typed.email);
  let user;
  try {
    user = await signInWithPassword(env, context.db, email, typed.password, await signInClient(env, request, email));
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    throw refuse("login", error.status, adminAuthMessage(error.code), typed.email);
  }
  if (!isAdmin(user)) throw refuse("login", 403, M.notAdmin, typed.email);
  return signInCookies(context, request, user);
}

/** Sends the reset link to an allowed admin address. */
export async function adminResetLink(context: AppLoadContext, request: Request, typed: string): Promise<void> {
  const email = adminAddress(typed);
  if (!email) throw refuse("reset", 400, M.resetEmailNeeded, typed);
  if (!(await allowed(context, email))) throw refuse("reset", 403, M.resetNotAllowed, typed);
  try {
    await requestPasswordReset(context.cloudflare.env, context.db, email, request.headers.get("CF-Connecting-IP"));
  } catch (error) {
    console.error("Admin reset mail failed", error);
    throw refuse("reset", 502, M.resetFailed, typed);
  }
}
