// The /login form actions: parse with the shared schemas, call the auth module, answer with the spec's words.
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { AuthError, AUTH_FALLBACK_MESSAGE, type AuthErrorCode } from "./auth-messages";
import { createAccount, requestPasswordReset, signInWithPassword } from "./auth.server";
import { createSession } from "./session.server";
import { ForgotPasswordSchema, parseForm, SignInSchema, SignUpSchema } from "./validation/auth";

export type AuthIntent = "sign-in" | "sign-up" | "forgot";
export interface AuthActionData {
  intent: AuthIntent;
  error?: string;
  fieldErrors?: Record<string, string>;
  sent?: boolean;
}

const STATUS: Partial<Record<AuthErrorCode, number>> = { "too-many-requests": 429, "user-disabled": 403, "email-already-in-use": 409 };

function failure(intent: AuthIntent, error: unknown) {
  if (error instanceof AuthError) return json<AuthActionData>({ intent, error: error.message }, { status: STATUS[error.code] ?? 401 });
  console.error("Authentication failed", error);
  return json<AuthActionData>({ intent, error: AUTH_FALLBACK_MESSAGE }, { status: 500 });
}

async function signedIn(context: AppLoadContext, request: Request, userId: string) {
  const cookie = await createSession(context.db, userId, request.headers.get("User-Agent"));
  return redirect("/app", { headers: { "Set-Cookie": cookie } });
}

function invalid(intent: AuthIntent, errors: Record<string, string>) {
  return json<AuthActionData>({ intent, error: Object.values(errors)[0], fieldErrors: errors }, { status: 400 });
}

export async function handleAuthAction(context: AppLoadContext, request: Request) {
  const env = context.cloudflare.env;
  const form = await request.formData();
  const intent = String(form.get("intent")) as AuthIntent;
  try {
    if (intent === "sign-up") {
      const parsed = parseForm(SignUpSchema, form);
      if (!parsed.ok) return invalid(intent, parsed.errors);
      const user = await createAccount(env, context.db, parsed.data);
      return signedIn(context, request, user.id);
    }
    if (intent === "forgot") {
      const parsed = parseForm(ForgotPasswordSchema, form);
      if (!parsed.ok) return invalid(intent, parsed.errors);
      await requestPasswordReset(env, context.db, parsed.data.email);
      return json<AuthActionData>({ intent, sent: true });
    }
    const parsed = parseForm(SignInSchema, form);
    if (!parsed.ok) return invalid("sign-in", parsed.errors);
    const ip = request.headers.get("CF-Connecting-IP");
    const user = await signInWithPassword(env, context.db, parsed.data.email, parsed.data.password, ip);
    return signedIn(context, request, user.id);
  } catch (error) {
    return failure(intent, error);
  }
}
