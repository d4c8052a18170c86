// A case's reminder shares the visits' alarm in the user's hub: its key there is `case:<caseId>`.
// (Kept apart from user-hub.ts, which only the Worker can import.)
export const CASE_REMINDER_PREFIX = "case:";
export const caseReminderKey = (caseId: string) => CASE_REMINDER_PREFIX + caseId;
