// What the admin dashboard says when something fails (spec 2 §8), on the server and in the browser.

export const BROADCAST_FAILED = "Failed to send notification";
/** Also a job's message when no row of the file could be read. */
export const UPLOAD_FORMAT_ERROR = "Error processing file. Please check the format.";

/** What each part of the dashboard says when it cannot load; the other parts still show. */
export const SECTION_FAILURES = {
  stats: "Failed to load statistics",
  users: "Failed to load users",
  activity: "Failed to load recent activity",
  audiences: "Failed to load admin data",
  support: "Failed to load support messages",
} as const;
export type DashboardSection = keyof typeof SECTION_FAILURES;

export const ADMIN_FAILURES: Record<string, string> = {
  upgrade: "Failed to upgrade user",
  downgrade: "Failed to downgrade user",
  "bulk-upgrade": "Failed to upgrade user",
  deactivate: "Failed to deactivate user",
  reactivate: "Failed to reactivate user",
  edit: "Failed to save profile",
  search: "Error searching for user",
  upload: UPLOAD_FORMAT_ERROR,
  broadcast: BROADCAST_FAILED,
  "grant-admin": "Failed to change the role",
  "revoke-admin": "Failed to change the role",
};

export const ANALYTICS_FAILED = "Failed to load detailed analytics";

/** When the request never reached the server (offline, a dropped connection). */
export function unreachedMessage(intent: string): string {
  if (intent === "search") return "Failed to search user";
  if (intent === "upload") return "Failed to upload the file. Check your connection and try again.";
  return ADMIN_FAILURES[intent] ?? "Failed to load admin data";
}
