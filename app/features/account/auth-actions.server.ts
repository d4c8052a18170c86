// The /login form actions: parse with the shared schemas, call the auth module, answer with the spec's words.
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { AUTH_FALLBACK_MESSAGE, AuthError } from "./auth-messages";
import { createAccount, requestPasswordReset, signInWithPassword } from "./auth.server";
import { deviceCookie, trustedDevice } from "./device-cookie";
import type { Client } from "./rate-limit.server";
import { done, parseForm, readFormData } from "../../platform/request.server";
import { Refusal } from "../../platform/refusal";
import { safeRedirect } from "../../platform/redirect-to";
import { createSession } from "./session.server";
import { type AuthActionData, ForgotPasswordSchema, SignInSchema, SignUpSchema } from "./auth-form";

/** The page that sent the person to sign in (safeRedirect decides whether it is followed). */
const redirectTo = v.optional(v.string());

const AuthForm = v.variant("intent", [
  v.object({ intent: v.literal("sign-in"), ...SignInSchema.entries, redirectTo }),
  v.object({ intent: v.literal("sign-up"), ...SignUpSchema.entries, redirectTo }),
  v.object({ intent: v.literal("forgot"), ...ForgotPasswordSchema.entries }),
]);

/** Who is signing in: the network address, and this browser's device token for the account if it has one. */
export async function signInClient(env: Env, request: Request, email: string): Promise<Client> {
  return { ip: request.headers.get("CF-Connecting-IP"), device: await trustedDevice(request, env.SESSION_SECRET, email) };
}

/** A new session, and the device token that keeps this browser trusted for the account. */
export async function signInCookies(context: AppLoadContext, request: Request, user: { id: string; email: string }): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(context.db, user.id, request.headers.get("User-Agent")));
  headers.append("Set-Cookie", await deviceCookie(request, context.cloudflare.env.SESSION_SECRET, user.email));
  return headers;
}

/** What was typed into the form, never the password: /login has no JavaScript, so a refused form is
 *  rendered again from the answer and would otherwise come back empty. */
function typedValues(form: FormData): NonNullable<AuthActionData["values"]> {
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : undefined;
  };
  return { email: text("email", 254), displayName: text("displayName", 120) };
}

export async function handleAuthAction(context: AppLoadContext, request: Request) {
  const form = await readFormData(request);
  try {
    return await answerAuthForm(context, request, parseForm(form, AuthForm));
  } catch (error) {
    if (error instanceof Refusal) throw new Refusal(error.status, error.message, { ...error.data, values: typedValues(form) }, error.headers);
    throw error;
  }
}

async function answerAuthForm(context: AppLoadContext, request: Request, input: v.InferOutput<typeof AuthForm>) {
  const env = context.cloudflare.env;
  const ip = request.headers.get("CF-Connecting-IP");
  try {
    if (input.intent === "forgot") {
      await requestPasswordReset(env, context.db, input.email, ip);
      return done({ intent: input.intent, sent: true });
    }
    const user =
      input.intent === "sign-up"
        ? await createAccount(env, context.db, input, ip)
        : await signInWithPassword(env, context.db, input.email, input.password, await signInClient(env, request, input.email));
    return redirect(safeRedirect(input.redirectTo), { headers: await signInCookies(context, request, user) });
  } catch (error) {
    // The page shows the refusal under the form it answers.
    if (error instanceof AuthError) throw new AuthError(error.code, { intent: input.intent });
    // Something broke on our side (D1 unreachable): the page has no scripts, so it is answered here with
    // the spec's generic sentence under the form (the refusal body), never the error.
    console.error("Authentication failed", error);
    return json<AuthActionData>({ ok: false, intent: input.intent, message: AUTH_FALLBACK_MESSAGE }, { status: 500 });
  }
}
