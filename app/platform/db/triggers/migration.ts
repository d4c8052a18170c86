// Every trigger the database holds, defined here and nowhere else: drizzle-kit knows no triggers, so
// `npm run db:triggers` writes them as a migration of their own (migrations/<unix>_triggers.sql), which
// drops every trigger and creates each as defined here. tests/unit/platform/migrations.test.ts checks
// the latest such file against this module, tests/integration/platform.test.ts the migrated D1.
import { caseEvidenceTriggers } from "./case-evidence";
import { checklistTriggers } from "./checklists";
import { inspectionRollupTriggers } from "./inspection-rollups";
import { searchTriggers } from "./search";
import type { Trigger } from "./trigger";
import { turnaroundTriggers } from "./turnaround";
import { webhookTriggers } from "./webhooks";

// In the order the earlier migrations made them, so triggers on one table and event keep their firing order.
export const TRIGGERS: Trigger[] = [
  ...searchTriggers,
  ...inspectionRollupTriggers,
  ...turnaroundTriggers,
  ...caseEvidenceTriggers,
  ...checklistTriggers,
  ...webhookTriggers,
];

const BREAK = "--> statement-breakpoint";

/** Trigger names an earlier migration's SQL creates. */
export const triggersCreatedIn = (sql: string) => [...sql.matchAll(/CREATE TRIGGER (?:IF NOT EXISTS )?[`"]?(\w+)/gi)].map((m) => m[1]);

/** The migration that drops `earlier` (every trigger the migrations before it made) and TRIGGERS, then creates TRIGGERS. */
export function triggersMigration(earlier: string[]): string {
  const names = [...new Set([...earlier, ...TRIGGERS.map((t) => t.name)])].sort();
  const statements = [...names.map((name) => `DROP TRIGGER IF EXISTS \`${name}\``), ...TRIGGERS.map((t) => t.sql)];
  return [
    "-- Written by `npm run db:triggers` from app/platform/db/triggers/: every trigger dropped, then made as defined there.",
    "-- Not edited by hand; a trigger changed there needs a new migration of its own.",
    `${statements.join(`;${BREAK}\n`)};`,
    "",
  ].join("\n");
}
