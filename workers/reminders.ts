// The reminder kinds the user's hub fires, each handled by the feature that owns it. Registered once by the
// Worker's entry, in the same isolate as the hub (whose class the entry exports), so the hub imports no
// feature: it asks the registry (app/platform/reminders/registry.ts) for a due reminder's handler. A call,
// not a bare import: the package is marked free of side effects, and the bundler drops bare imports.
import { registerReminder, VISIT_REMINDER } from "../app/platform/reminders/registry";
import { CASE_REMINDER, fireCaseReminder } from "../app/features/cases/case-notifications.server";
import { REVIEW_REMINDER } from "../app/features/notifications/case-audience";
import { fireReviewReminder } from "../app/features/review/review-notifications.server";
import { fireVisitReminder } from "../app/features/visits/visits.server";

export function registerReminders(): void {
  registerReminder(VISIT_REMINDER, fireVisitReminder);
  registerReminder(CASE_REMINDER, fireCaseReminder);
  registerReminder(REVIEW_REMINDER, (ctx, caseId, reminder) => fireReviewReminder(ctx, caseId, reminder));
}
