import { trigger } from "./trigger";

export const caseEvidenceTriggers = [
  // An account that holds case evidence is never deleted (its cascade would take the organization's
  // inspections and photos); it is deactivated instead.
  trigger(
    "users_keep_case_evidence",
    "BEFORE DELETE ON `users`\nWHEN EXISTS (SELECT 1 FROM inspections WHERE user_id = old.id AND organization_id IS NOT NULL)",
    ["SELECT RAISE(ABORT, 'This account holds an organization''s case evidence and cannot be deleted');"],
  ),
];
