import { EVENT_TYPE_SQL } from "../../webhooks/events";
import { trigger } from "./trigger";

// The webhook outbox: every case change writes its history row in the change's own batch, so a row per
// subscribed endpoint written here is never lost and never written for a change that did not happen.
// The body has the result endpoint's parts (case id, reference, status) and, for a disposition, its
// signed body. Delivery is the Queue's (features/api/webhook-delivery.server.ts).
const body = `json_object('id', NEW.id, 'type', e.type, 'created_at', NEW.created_at, 'data', json_object(
      'case_id', c.id, 'reference', c.reference, 'status', c.status,
      'disposition', json((SELECT json_object('id', d.id, 'outcome', d.outcome, 'body', d.body, 'signature', d.signature, 'key_id', d.key_id)
        FROM dispositions d WHERE d.id = json_extract(NEW.data, '$.dispositionId')))))`;

export const webhookTriggers = [
  trigger(
    "case_events_webhooks",
    "AFTER INSERT ON `case_events`\nWHEN EXISTS (SELECT 1 FROM webhook_endpoints WHERE organization_id = NEW.organization_id AND disabled_at IS NULL)",
    [
      `INSERT OR IGNORE INTO webhook_deliveries (endpoint_id, organization_id, event_id, event_type, case_id, body)
    SELECT w.id, NEW.organization_id, NEW.id, e.type, NEW.case_id, ${body}
    FROM (SELECT ${EVENT_TYPE_SQL} AS type) e
    JOIN cases c ON c.id = NEW.case_id
    JOIN webhook_endpoints w ON w.organization_id = NEW.organization_id AND w.disabled_at IS NULL
      AND EXISTS (SELECT 1 FROM json_each(w.events) WHERE value = e.type)
    WHERE e.type IS NOT NULL;`,
    ],
  ),
];
