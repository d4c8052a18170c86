// Verify links: how long one may live, and how its address is written. Shared by server and page.
export const LINK_DAYS = [1, 7, 30] as const;
export type LinkDays = (typeof LINK_DAYS)[number];
/** The link a PDF report carries when the inspector has no live link yet. */
export const REPORT_LINK_DAYS: LinkDays = 30;

export const verifyUrl = (origin: string, token: string) => `${origin}/verify/${token}`;

export function parseLinkDays(value: unknown): LinkDays | null {
  const n = Number(value);
  return (LINK_DAYS as readonly number[]).includes(n) ? (n as LinkDays) : null;
}

export interface VerifyLinkView {
  id: string;
  url: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  active: boolean;
}

export const DAY_MS = 86_400_000;
/** A printed QR code should keep working for about a week: a fresh 7-day link counts. */
const REPORT_MIN_DAYS_LEFT = 6;

interface LinkTimes {
  expiresAt: string;
  revokedAt: string | null;
}

/**
 * Which of an inspection's links a PDF prints: the longest-lived one with about a week or more to
 * run; else, once the owner has revoked a link ("stop sharing"), the longest-lived live one or none;
 * else "new" (the report makes one, so a printed QR code keeps working).
 */
export function linkToPrint<T extends LinkTimes>(links: T[], now = Date.now()): T | null | "new" {
  const live = links.filter((x) => x.revokedAt === null && Date.parse(x.expiresAt) > now).sort((a, b) => b.expiresAt.localeCompare(a.expiresAt));
  if (live[0] && Date.parse(live[0].expiresAt) > now + REPORT_MIN_DAYS_LEFT * DAY_MS) return live[0];
  if (links.some((x) => x.revokedAt !== null)) return live[0] ?? null;
  return "new";
}
