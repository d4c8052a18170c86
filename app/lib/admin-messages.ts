// What an admin action says when it fails (spec 2 §8), on the server and in the browser.

export const ADMIN_FAILURES: Record<string, string> = {
  upgrade: "Failed to upgrade user",
  downgrade: "Failed to downgrade user",
  "bulk-upgrade": "Failed to upgrade user",
  deactivate: "Failed to deactivate user",
  reactivate: "Failed to reactivate user",
  edit: "Failed to save profile",
  search: "Error searching for user",
  upload: "Error processing file. Please check the format.",
  broadcast: "Failed to send notification",
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
