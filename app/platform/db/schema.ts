// The one source of truth for D1 tables, one file per area under tables/. Migrations in /migrations
// match it (tests/unit/platform/schema.test.ts and tests/integration/platform.test.ts fail when they drift apart). Each table's row type is
// derived here once; the rest of the app imports these instead of declaring its own.
export * from "./tables/accounts";
export * from "./tables/analytics";
export * from "./tables/companies";
export * from "./tables/inspections";
export * from "./tables/work";
export * from "./tables/signals";
export * from "./tables/teams";
export * from "./tables/turnaround";
export * from "./tables/checklists";
export * from "./tables/api";
export * from "./verification-types";
import type { adminActivity, jobs, notifications, pushSubscriptions, scheduledVisits, supportEvents, supportMessages } from "./tables/work";
import type { companies } from "./tables/companies";
import type { inspections, photos, verifyLinks } from "./tables/inspections";
import type { users } from "./tables/accounts";
import type { photoSignals } from "./tables/signals";
import type { checklists, checklistVersions } from "./tables/checklists";
import type { apiKeys, webhookDeliveries, webhookEndpoints } from "./tables/api";
import type { caseEvents, cases, dispositions, invitations, memberships, organizations } from "./tables/teams";

export type User = typeof users.$inferSelect;
export type Company = typeof companies.$inferSelect;
export type Inspection = typeof inspections.$inferSelect;
export type Photo = typeof photos.$inferSelect;
export type NewPhoto = typeof photos.$inferInsert;
export type Visit = typeof scheduledVisits.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type AdminActivity = typeof adminActivity.$inferSelect;
export type VerifyLink = typeof verifyLinks.$inferSelect;
export type PushSubscription = typeof pushSubscriptions.$inferSelect;
export type PhotoSignals = typeof photoSignals.$inferSelect;
export type Organization = typeof organizations.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;
export type Case = typeof cases.$inferSelect;
export type CaseEvent = typeof caseEvents.$inferSelect;
export type Disposition = typeof dispositions.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;
export type SupportEvent = typeof supportEvents.$inferSelect;
export type Checklist = typeof checklists.$inferSelect;
export type ChecklistVersion = typeof checklistVersions.$inferSelect;
export type ApiKey = typeof apiKeys.$inferSelect;
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
