// Sessions: a random token in an HttpOnly cookie; D1 keeps only its SHA-256 and expiry.
// A session used with less than RENEW_BELOW_MS left is extended (sliding expiry).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { and, eq, gt, sql } from "drizzle-orm";
import { readCookie, serializeCookie } from "../../platform/cookies";
import { type Db, schema } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { randomToken, sha256Hex } from "../../platform/encoding";
import { Refusal } from "../../platform/refusal";
import { refusalResponse } from "../../platform/request.server";
import { loginPath } from "../../platform/redirect-to";

export const SESSION_COOKIE = "sp_session";
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
const RENEW_BELOW_MS = 15 * 24 * 3600_000;

export interface SessionState {
  sessionId: string;
  user: User;
  /** Unread notifications, read in the same query: the shell's bell costs no second round trip. */
  unreadCount: number;
}

export async function createSession(db: Db, userId: string, userAgent: string | null): Promise<string> {
  const token = randomToken();
  await db.insert(schema.sessions).values({
    id: await sha256Hex(token),
    userId,
    userAgent: userAgent?.slice(0, 200) ?? null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS).toISOString(),
  });
  return serializeCookie(SESSION_COOKIE, token, { maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(): string {
  return serializeCookie(SESSION_COOKIE, "", { maxAge: 0 });
}

/** The shell's one query: the session, its user and the unread count. Prepared once per D1 binding,
 *  as drizzle would otherwise build the same SQL on every signed-in request (about 0.4 ms of CPU). */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
function prepareSessionQuery(db: Db) {
  const n = schema.notifications;
  return db
    .select({
      session: schema.sessions,
      user: schema.users,
      unreadCount: sql<number>`(SELECT count(*) FROM ${n} WHERE ${n.userId} = ${schema.users.id} AND ${n.read} = 0)`,
    })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(eq(schema.sessions.id, sql.placeholder("sessionId")), gt(schema.sessions.expiresAt, sql.placeholder("now"))))
    .prepare();
}

async function loadSession(context: AppLoadContext, request: Request): Promise<SessionState | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return null;
  const { db } = context;
  const sessionId = await sha256Hex(token);
  const now = new Date();
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  const row = await query.get({ sessionId, now: now.toISOString() });
  if (!row) {
    context.responseCookies.push(clearSessionCookie());
    return null;
  }
  if (!row.user.isActive) {
    await db.delete(schema.sessions).where(eq(schema.sessions.userId, row.user.id));
    context.responseCookies.push(clearSessionCookie());
    return null;
  }
  if (Date.parse(row.session.expiresAt) - now.getTime() < RENEW_BELOW_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
    await db.update(schema.sessions).set({ expiresAt }).where(eq(schema.sessions.id, sessionId));
    context.responseCookies.push(serializeCookie(SESSION_COOKIE, token, { maxAge: SESSION_TTL_MS / 1000 }));
  }
  return { sessionId, user: row.user, unreadCount: row.unreadCount };
}

/** The signed-in user, or null. Read once per request however many loaders ask. */
export function getSession(context: AppLoadContext, request: Request): Promise<SessionState | null> {
  context.session ??= loadSession(context, request);
  return context.session;
}

export async function getOptionalUser(context: AppLoadContext, request: Request): Promise<User | null> {
  return (await getSession(context, request))?.user ?? null;
}

export const SESSION_ENDED = "Your session ended; sign in again.";

/**
 * `resource`: the route has no page (the app's scripts call it with fetch or XHR, or the socket). A
 * signed-out caller gets 401 and the refusal body there, never a redirect a script would follow to the
 * sign-in page's 200 and take for an answer. A person's own navigation (a download link, a form posted
 * before the scripts) is still sent to sign in: only the browser sets `Sec-Fetch-Mode: navigate`.
 */
export interface GuardOptions {
  resource?: boolean;
}

/** What a signed-out request gets: a page is sent to sign in (`signInAt`, else back here after), a resource route's caller a 401. */
function signInRequired(request: Request, { resource = false }: GuardOptions, signInAt?: string): Response {
  if (resource && request.headers.get("Sec-Fetch-Mode") !== "navigate") return sessionEndedResponse();
  return redirect(signInAt ?? loginPath(request));
}

/** The 401 of a resource route (and the live socket) for a caller with no session. */
export function sessionEndedResponse(): Response {
  return refusalResponse(new Refusal(401, SESSION_ENDED, {}, { "Cache-Control": "no-store" }));
}

/** The signed-in session; a signed-out visitor is sent to sign in and brought back here after (see GuardOptions). */
export async function requireSession(context: AppLoadContext, request: Request, options: GuardOptions = {}): Promise<SessionState> {
  const session = await getSession(context, request);
  if (!session) throw signInRequired(request, options);
  return session;
}

export async function requireUser(context: AppLoadContext, request: Request, options: GuardOptions = {}): Promise<User> {
  return (await requireSession(context, request, options)).user;
}

export function isAdmin(user: Pick<User, "role">): boolean {
  return user.role === "admin";
}

export const ADMIN_ONLY = "You need administrator rights to do this.";

export interface AdminGuardOptions extends GuardOptions {
  /** Where a signed-out visitor signs in; by default the sign-in page, and back here after (a form's post: the sign-in page alone). */
  signInAt?: string;
  /**
   * A signed-in non-admin loading the page (GET) is sent to `signInAt` too, to sign in as an
   * administrator: the admin sign-in's own dashboard. Their posts are still refused 403.
   */
  nonAdminsSignIn?: boolean;
}

/**
 * The one admin guard, for pages, their data and resource routes alike: a signed-out visitor is sent
 * to sign in (a resource route's caller gets 401), and a signed-in non-admin is refused 403 (see
 * `nonAdminsSignIn`).
 */
export async function requireAdmin(
  context: AppLoadContext,
  request: Request,
  { signInAt, nonAdminsSignIn = false, ...options }: AdminGuardOptions = {},
): Promise<User> {
  const user = await getOptionalUser(context, request);
  if (!user) throw signInRequired(request, options, signInAt);
  if (isAdmin(user)) return user;
  if (nonAdminsSignIn && signInAt && request.method === "GET") throw redirect(signInAt);
  throw new Refusal(403, ADMIN_ONLY);
}

export async function destroySession(context: AppLoadContext, request: Request): Promise<string> {
  const session = await getSession(context, request);
  if (session) await context.db.delete(schema.sessions).where(eq(schema.sessions.id, session.sessionId));
  return clearSessionCookie();
}
