/** ADMIN_EMAILS is a comma list; the server grants the admin role to those addresses. */
export function isAdminEmail(adminEmails: string, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return adminEmails
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .some((e) => e !== "" && e === wanted);
}

/** The unread badge shows at most 99 (spec 2, app shell). */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}
