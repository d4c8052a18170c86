// The reminder kinds the user's hub fires, each handled by the feature that owns it. Imported once by the
// Worker's entry, in the same module graph as the hub (whose class the entry exports), so the hub imports
// no feature: it asks the registry (app/platform/reminders/registry.ts) for a due reminder's handler.
import { registerReminder, VISIT_REMINDER } from "../app/platform/reminders/registry";
import { CASE_REMINDER, fireCaseReminder } from "../app/features/cases/case-notifications.server";
import { REVIEW_REMINDER } from "../app/features/notifications/case-audience";
import { fireReviewReminder } from "../app/features/review/review-notifications.server";
import { fireVisitReminder } from "../app/features/visits/visits.server";

registerReminder(VISIT_REMINDER, fireVisitReminder);
registerReminder(CASE_REMINDER, fireCaseReminder);
registerReminder(REVIEW_REMINDER, (ctx, caseId, reminder) => fireReviewReminder(ctx, caseId, reminder));
