// Email/password accounts: create, sign in, password reset. Errors are AuthError with the spec's codes.
import { and, eq, gt, isNull } from "drizzle-orm";
import { AuthError } from "./auth-messages";
import { type Db, schema } from "../../platform/db/db.server";
import type { User } from "../../platform/db/schema";
import { randomToken, sha256Hex } from "../../platform/encoding";
import { newId } from "../../platform/ids";
import { sendMail } from "../../platform/mail.server";
import { splitDisplayName } from "../../platform/names";
import { hashPassword, verifyPassword } from "./password.server";
import { beginAttempt, type Client, LIMITS, networkAddress, succeeded, takeHourly } from "./rate-limit.server";
import { isAdminEmail } from "./roles";

export const RESET_TTL_MS = 60 * 60_000;

export function validTimeZone(tz: string | undefined): string {
  if (!tz) return "UTC";
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: tz });
    return tz;
  } catch {
    return "UTC";
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.select().from(schema.users).where(eq(schema.users.email, email)).get();
}

export async function createAccount(
  env: Env,
  db: Db,
  input: { displayName: string; email: string; password: string; timeZone?: string },
  ip: string | null = null,
): Promise<User> {
  const network = networkAddress(ip);
  const limits: [string, number][] = [
    [`signup:${input.email}`, LIMITS.signUpPerEmail],
    ...(network ? [[`signup-ip:${network}`, LIMITS.signUpPerIp] as [string, number]] : []),
  ];
  if (!(await takeHourly(db, limits))) throw new AuthError("too-many-requests");
  if (await findUserByEmail(db, input.email)) throw new AuthError("email-already-in-use");
  const user = await insertAccount(env, db, input);
  if (!user) throw new AuthError("email-already-in-use");
  return user;
}

/** Writes the account row (no limits: createAccount applies them; the local test door has none). Undefined when the email is taken. */
export async function insertAccount(
  env: Env,
  db: Db,
  input: { displayName: string; email: string; password: string; timeZone?: string },
  extra: Partial<Pick<User, "role" | "accountType">> = {},
): Promise<User | undefined> {
  return db
    .insert(schema.users)
    .values({
      id: newId(),
      email: input.email,
      passwordHash: await hashPassword(input.password, env.PASSWORD_PEPPER),
      ...splitDisplayName(input.displayName),
      role: isAdminEmail(env.ADMIN_EMAILS, input.email) ? "admin" : "user",
      timeZone: validTimeZone(input.timeZone),
      lastLoginAt: new Date().toISOString(),
      ...extra,
    })
    .onConflictDoNothing()
    .returning()
    .get();
}

/** Marks a successful sign-in: last login, role from ADMIN_EMAILS. */
export async function recordSignIn(env: Env, db: Db, user: User, extra: Partial<User> = {}): Promise<User> {
  const role = isAdminEmail(env.ADMIN_EMAILS, user.email) ? "admin" : user.role;
  return (await db
    .update(schema.users)
    .set({ ...extra, role, lastLoginAt: new Date().toISOString() })
    .where(eq(schema.users.id, user.id))
    .returning()
    .get())!;
}

/** Checks the password. `client` says who is guessing: see lockout.ts for the device-cookie scheme. */
export async function signInWithPassword(env: Env, db: Db, email: string, password: string, client: Client): Promise<User> {
  const attempt = await beginAttempt(db, email, client);
  if (!attempt) throw new AuthError("too-many-requests");
  // From here a thrown refusal leaves the attempt counted as a failure.
  const user = await findUserByEmail(db, email);
  if (!user) throw new AuthError("user-not-found");
  const check = user.passwordHash ? await verifyPassword(password, user.passwordHash, env.PASSWORD_PEPPER) : { ok: false, needsRehash: false };
  if (!check.ok) throw new AuthError("wrong-password");
  await succeeded(db, email, client, attempt);
  if (!user.isActive) throw new AuthError("user-disabled");
  const rehash = check.needsRehash ? { passwordHash: await hashPassword(password, env.PASSWORD_PEPPER) } : {};
  return recordSignIn(env, db, user, rehash);
}

/**
 * Sends a one-time reset link when the account exists; says nothing either way, so emails cannot be
 * probed. At most 3 mails per address and 10 per network address an hour: past that the request is
 * answered the same way and no mail is sent (a throttle that said so would tell which addresses exist).
 */
export async function requestPasswordReset(env: Env, db: Db, email: string, ip: string | null = null): Promise<void> {
  const network = networkAddress(ip);
  const limits: [string, number][] = [
    [`reset:${email}`, LIMITS.resetPerEmail],
    ...(network ? [[`reset-ip:${network}`, LIMITS.resetPerIp] as [string, number]] : []),
  ];
  if (!(await takeHourly(db, limits))) return;
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive) return;
  const token = randomToken();
  await db.insert(schema.passwordResets).values({
    id: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TTL_MS).toISOString(),
  });
  const link = new URL(`/reset-password/${token}`, env.APP_URL).toString();
  await sendMail(env, {
    to: user.email,
    subject: "Reset your SiteProof password",
    text: `Hello ${user.firstName || user.email},\n\nOpen this link to choose a new password. It works once and expires in one hour:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
  });
}

async function findOpenReset(db: Db, token: string) {
  return db
    .select()
    .from(schema.passwordResets)
    .where(
      and(
        eq(schema.passwordResets.id, await sha256Hex(token)),
        isNull(schema.passwordResets.usedAt),
        gt(schema.passwordResets.expiresAt, new Date().toISOString()),
      ),
    )
    .get();
}

export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  return Boolean(await findOpenReset(db, token));
}

/**
 * Uses the link once: sets the password, ends every session of the account and every other link it
 * still has open (an older mail must not reset the new password). False when the link is spent or expired.
 */
export async function resetPassword(env: Env, db: Db, token: string, password: string): Promise<boolean> {
  const reset = await findOpenReset(db, token);
  if (!reset) return false;
  const now = new Date().toISOString();
  // Claim the link first: of two concurrent uses only one gets the row.
  const claimed = await db
    .update(schema.passwordResets)
    .set({ usedAt: now })
    .where(and(eq(schema.passwordResets.id, reset.id), isNull(schema.passwordResets.usedAt)))
    .returning({ id: schema.passwordResets.id });
  if (claimed.length !== 1) return false;
  const passwordHash = await hashPassword(password, env.PASSWORD_PEPPER);
  await db.batch([
    db.update(schema.users).set({ passwordHash, updatedAt: now }).where(eq(schema.users.id, reset.userId)),
    db.delete(schema.sessions).where(eq(schema.sessions.userId, reset.userId)),
    db
      .update(schema.passwordResets)
      .set({ usedAt: now })
      .where(and(eq(schema.passwordResets.userId, reset.userId), isNull(schema.passwordResets.usedAt))),
  ]);
  return true;
}
