// Revocable, expiring share links to an inspection's public verify page. The token is the row id:
// unlike a session, a link is meant to be shown again (history, the PDF's QR code), and it only
// opens evidence the inspector chose to share.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { randomToken } from "../../platform/encoding";
import { DAY_MS, type LinkDays, linkToPrint, type VerifyLinkView, verifyUrl } from "./links";
import type { VerifyLink as LinkRow } from "../../platform/db/schema";
import { ownReadableInspection } from "./inspection-access.server";

const l = schema.verifyLinks;

export const linkView = (origin: string, row: LinkRow, now = Date.now()): VerifyLinkView => ({
  id: row.id,
  url: verifyUrl(origin, row.id),
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  revokedAt: row.revokedAt,
  active: !row.revokedAt && Date.parse(row.expiresAt) > now,
});

/**
 * Only a sealed inspection of the user's can be shared: an unsealed one has nothing to check. A case's
 * inspection only while its inspector is still a member (inspection-access.server.ts).
 */
async function shareable(db: Db, userId: string, inspectionId: string): Promise<"yes" | "unsealed" | "not-found"> {
  const i = schema.inspections;
  const row = await db
    .select({ seal: i.seal })
    .from(i)
    .where(and(eq(i.id, inspectionId), ownReadableInspection(userId)))
    .get();
  return !row ? "not-found" : row.seal === null ? "unsealed" : "yes";
}

export async function listVerifyLinks(db: Db, userId: string, inspectionId: string): Promise<LinkRow[]> {
  return db
    .select()
    .from(l)
    .where(and(eq(l.userId, userId), eq(l.inspectionId, inspectionId)))
    .orderBy(desc(l.createdAt));
}

/** A new link for one of the user's sealed inspections. */
export async function createVerifyLink(db: Db, userId: string, inspectionId: string, days: LinkDays): Promise<LinkRow | "unsealed" | "not-found"> {
  const state = await shareable(db, userId, inspectionId);
  if (state !== "yes") return state;
  const now = Date.now();
  return db
    .insert(l)
    .values({ id: randomToken(24), userId, inspectionId, createdAt: new Date(now).toISOString(), expiresAt: new Date(now + days * DAY_MS).toISOString() })
    .returning()
    .get();
}

/** A former member cannot take back a link to the organization's evidence either. */
export async function revokeVerifyLink(db: Db, userId: string, linkId: string): Promise<boolean> {
  const i = schema.inspections;
  const readable = sql`EXISTS (SELECT 1 FROM ${i} WHERE ${i.id} = ${l.inspectionId} AND ${ownReadableInspection(userId)})`;
  const rows = await db
    .update(l)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(l.id, linkId), eq(l.userId, userId), isNull(l.revokedAt), readable))
    .returning({ id: l.id });
  return rows.length > 0;
}

/** The link a PDF prints (`linkToPrint`), made for `days` when the rule asks for a new one. */
export async function reportVerifyLink(
  db: Db,
  userId: string,
  inspectionId: string,
  days: LinkDays,
): Promise<{ link: LinkRow | null; created: boolean } | "unsealed" | "not-found"> {
  // Both read at once: the links are only used when the inspection may be shared.
  const [state, links] = await Promise.all([shareable(db, userId, inspectionId), listVerifyLinks(db, userId, inspectionId)]);
  if (state !== "yes") return state;
  const printed = linkToPrint(links);
  if (printed !== "new") return { link: printed, created: false };
  const made = await createVerifyLink(db, userId, inspectionId, days);
  return typeof made === "string" ? made : { link: made, created: true };
}

/** The link behind a public token, if it is neither revoked nor expired. */
export async function openVerifyLink(db: Db, token: string): Promise<LinkRow | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return undefined;
  return db
    .select()
    .from(l)
    .where(and(eq(l.id, token), isNull(l.revokedAt), gt(l.expiresAt, new Date().toISOString())))
    .get();
}
