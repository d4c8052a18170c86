// Google sign-in through arctic: authorization code with PKCE; state and verifier in short-lived cookies.
import { Google, generateCodeVerifier, generateState } from "arctic";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { readCookie, serializeCookie } from "../../platform/cookies";
import { type Db, schema } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { splitDisplayName } from "../../platform/names";
import { findUserByEmail, recordSignIn } from "./auth.server";
import { safeRedirect } from "../../platform/redirect-to";
import { isAdminEmail } from "./roles";

const STATE_COOKIE = "sp_oauth_state";
const VERIFIER_COOKIE = "sp_oauth_verifier";
/** The page to return to after signing in, kept beside the state for the round trip through Google. */
const RETURN_COOKIE = "sp_oauth_return";
const COOKIE_PATH = "/auth/google";
const COOKIE_MAX_AGE = 600;
export const GOOGLE_SCOPES = ["email", "profile"];
export const GOOGLE_USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo";

export function isGoogleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

function client(env: Env): Google {
  return new Google(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, new URL("/auth/google/callback", env.APP_URL).toString());
}

/** `returnTo` is a safe path (safeRedirect), or null for the app's home. */
export function startGoogleSignIn(env: Env, returnTo: string | null = null): { url: string; cookies: string[] } {
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = client(env).createAuthorizationURL(state, verifier, GOOGLE_SCOPES);
  url.searchParams.set("prompt", "select_account");
  return {
    url: url.toString(),
    cookies: [
      serializeCookie(STATE_COOKIE, state, { maxAge: COOKIE_MAX_AGE, path: COOKIE_PATH }),
      serializeCookie(VERIFIER_COOKIE, verifier, { maxAge: COOKIE_MAX_AGE, path: COOKIE_PATH }),
      ...(returnTo ? [serializeCookie(RETURN_COOKIE, returnTo, { maxAge: COOKIE_MAX_AGE, path: COOKIE_PATH })] : []),
    ],
  };
}

/** Where the callback sends a signed-in person: the page that asked for sign-in, if it is on this site. */
export function googleReturnTo(request: Request): string {
  return safeRedirect(readCookie(request, RETURN_COOKIE));
}

export function clearGoogleCookies(): string[] {
  return [STATE_COOKIE, VERIFIER_COOKIE, RETURN_COOKIE].map((n) => serializeCookie(n, "", { maxAge: 0, path: COOKIE_PATH }));
}

const GoogleUserInfo = v.object({
  sub: v.pipe(v.string(), v.nonEmpty()),
  email: v.pipe(v.string(), v.email()),
  email_verified: v.optional(v.boolean()),
  name: v.optional(v.string()),
  given_name: v.optional(v.string()),
  family_name: v.optional(v.string()),
  picture: v.optional(v.string()),
});

export class GoogleSignInError extends Error {
  constructor(readonly code: "cancelled-popup-request" | "failed") {
    super(code);
  }
}

/** The callback's query as Google sends it; readQuery refuses control characters and over-long values. */
export const GoogleCallbackQuery = v.object({
  code: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  state: v.optional(v.pipe(v.string(), v.maxLength(256))),
  error: v.optional(v.pipe(v.string(), v.maxLength(256))),
});

/** Checks state, swaps the code for tokens, reads the profile, and finds, links or creates the user. */
export async function finishGoogleSignIn(env: Env, db: Db, request: Request, query: v.InferOutput<typeof GoogleCallbackQuery>): Promise<User> {
  if (query.error === "access_denied") throw new GoogleSignInError("cancelled-popup-request");
  const { code, state } = query;
  const storedState = readCookie(request, STATE_COOKIE);
  const verifier = readCookie(request, VERIFIER_COOKIE);
  if (!isGoogleConfigured(env) || !code || !state || !storedState || !verifier || state !== storedState) {
    throw new GoogleSignInError("failed");
  }
  const tokens = await client(env).validateAuthorizationCode(code, verifier);
  const res = await fetch(GOOGLE_USERINFO_URL, { headers: { Authorization: `Bearer ${tokens.accessToken()}` } });
  if (!res.ok) throw new GoogleSignInError("failed");
  const parsed = v.safeParse(GoogleUserInfo, await res.json());
  if (!parsed.success || parsed.output.email_verified === false) throw new GoogleSignInError("failed");
  const info = parsed.output;
  const email = info.email.toLowerCase();

  const bySub = await db.select().from(schema.users).where(eq(schema.users.googleSub, info.sub)).get();
  const existing = bySub ?? (await findUserByEmail(db, email));
  if (existing) {
    if (!existing.isActive) throw new GoogleSignInError("failed");
    return recordSignIn(env, db, existing, { googleSub: info.sub, photoUrl: existing.photoUrl ?? info.picture ?? null });
  }
  const names = info.given_name ? { firstName: info.given_name, lastName: info.family_name ?? "" } : splitDisplayName(info.name ?? email.split("@")[0]);
  return (await db
    .insert(schema.users)
    .values({
      id: newId(),
      email,
      googleSub: info.sub,
      ...names,
      photoUrl: info.picture ?? null,
      accountType: "free",
      role: isAdminEmail(env.ADMIN_EMAILS, email) ? "admin" : "user",
      lastLoginAt: new Date().toISOString(),
    })
    .returning()
    .get())!;
}
