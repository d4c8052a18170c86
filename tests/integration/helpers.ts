import { env, SELF } from "cloudflare:test";

export const ORIGIN = "http://localhost";
let counter = 0;
export const uniqueEmail = (tag = "user") => `${tag}-${Date.now()}-${++counter}@example.com`;

export function sessionCookieFrom(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sp_session="));
  if (!cookie) return null;
  const value = cookie.slice(0, cookie.indexOf(";"));
  return value === "sp_session=" ? null : value;
}

export function get(path: string, cookie?: string | null, headers: Record<string, string> = {}) {
  return SELF.fetch(ORIGIN + path, { redirect: "manual", headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
}

export function post(
  path: string,
  fields: Record<string, string>,
  opts: { cookie?: string | null; origin?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Host: "localhost", "Content-Type": "application/x-www-form-urlencoded", ...opts.headers };
  if (opts.origin !== null) headers.Origin = opts.origin ?? ORIGIN;
  if (opts.cookie) headers.Cookie = opts.cookie;
  return SELF.fetch(ORIGIN + path, { method: "POST", redirect: "manual", headers, body: new URLSearchParams(fields) });
}

export async function signUp(email = uniqueEmail(), password = "secret123", displayName = "Asha Rao Kulkarni") {
  const res = await post("/login?view=sign-up", { intent: "sign-up", displayName, email, password, timeZone: "Asia/Kolkata" });
  if (res.status !== 302) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { email, password, cookie: sessionCookieFrom(res)! };
}

export function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return post("/login", { intent: "sign-in", email, password }, { headers });
}

export async function userByEmail(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, unknown>>();
}

const ADMIN = { email: "admin@siteproof.test", password: "admin-pass-1" };
/** Signs in the ADMIN_EMAILS admin, creating the account the first time (storage is shared within a file). */
export async function adminSession(): Promise<string> {
  if (!(await userByEmail(ADMIN.email))) return (await signUp(ADMIN.email, ADMIN.password, "Arjun Mehta")).cookie;
  return sessionCookieFrom(await signIn(ADMIN.email, ADMIN.password))!;
}
