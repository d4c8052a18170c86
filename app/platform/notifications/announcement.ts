// What the user's hub tells the user once a notification row is in D1: the badge, open tabs, and push.

export interface Announcement {
  title: string;
  body: string;
  tag: string;
  url: string;
  /** The user's push setting this kind of notification follows. */
  setting: "visitReminders" | "inspectionReminders" | "systemUpdates";
  /** A case's notification: sent only while the user is still a member of this organization. */
  organizationId?: string;
}
