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
