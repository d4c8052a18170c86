// The case events an organization's webhook endpoints can receive. The platform records them (the
// trigger in db/triggers/webhooks.ts turns each history row into one outbox row per endpoint that asked
// for its type), so no feature that changes a case needs to know about webhooks.
export const WEBHOOK_EVENTS = ["case.assigned", "case.submitted", "case.disposed", "case.revisit", "case.cancelled"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "case.assigned": "Assigned to an inspector",
  "case.submitted": "Inspection submitted",
  "case.disposed": "Disposed (Verified, Not verified, Wrong address)",
  "case.revisit": "Sent for a re-visit",
  "case.cancelled": "Cancelled",
};

/** The event type of a history row (`case_events.kind`, a history kind, not a case status, and its data), as SQL over the trigger's NEW row; NULL sends nothing. */
export const EVENT_TYPE_SQL = `CASE
    WHEN NEW.kind = 'created' AND json_extract(NEW.data, '$.assigneeId') IS NOT NULL THEN 'case.assigned'
    WHEN NEW.kind = 'assigned' OR NEW.kind = 'reassigned' THEN 'case.assigned'
    WHEN NEW.kind = 'submitted' THEN 'case.submitted'
    WHEN NEW.kind IN ('disposed', 'corrected') AND json_extract(NEW.data, '$.outcome') = 'revisit' THEN 'case.revisit'
    WHEN NEW.kind IN ('disposed', 'corrected') THEN 'case.disposed'
    WHEN NEW.kind = 'reopened' THEN 'case.revisit'
    WHEN NEW.kind = 'cancelled' THEN 'case.cancelled'
  END`;
