import { trigger } from "./trigger";

export const checklistTriggers = [
  // A published version is what inspections were answered with and what their seals name: never changed.
  // (Not guarded against DELETE: only an organization's deletion removes one, with all its evidence.)
  trigger("checklist_versions_published_fixed", "BEFORE UPDATE ON `checklist_versions`\nWHEN old.published_at IS NOT NULL", [
    "SELECT RAISE(ABORT, 'A published checklist version is never changed');",
  ]),
];
