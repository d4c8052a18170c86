import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../../../app/platform/db/schema";
import type { Db } from "../../../app/platform/db/db.server";
import { insertSelect } from "../../../app/platform/db/insert-select";
import { caseEventsWhere } from "../../../app/platform/db/case-events";
import { recordNotificationsWhere } from "../../../app/platform/notifications/record";

// Builds SQL only: no statement is run, so no D1 is needed.
const db = drizzle({} as D1Database, { schema }) as unknown as Db;

describe("insertSelect", () => {
  it("names every column and lays each value out under its own column, whatever the order it was given in", () => {
    const q = insertSelect(
      db,
      schema.notifications,
      { organizationId: sql`organization_id`, kind: "case_submitted", message: "m", title: "t", userId: sql`user_id`, id: sql`'p:' || user_id` },
      sql`FROM memberships WHERE organization_id = ${"o1"}`,
    ).toSQL();
    expect(q.sql).toBe(
      'insert into "notifications" ("id", "user_id", "title", "message", "kind", "visit_id", "target", "sent_by", "read", "sent_at", "read_at", "organization_id") ' +
        'SELECT \'p:\' || user_id AS "id", user_id AS "user_id", ? AS "title", ? AS "message", ? AS "kind", NULL AS "visit_id", NULL AS "target", NULL AS "sent_by", ' +
        '? AS "read", (strftime(\'%Y-%m-%dT%H:%M:%fZ\', \'now\')) AS "sent_at", NULL AS "read_at", organization_id AS "organization_id" ' +
        "FROM memberships WHERE organization_id = ?",
    );
    // A column left out takes its default (read: false, stored as 0), as drizzle's .values() gives it.
    expect(q.params).toEqual(["t", "m", "case_submitted", 0, "o1"]);
  });

  it("encodes a plain value as its column does (JSON text), and passes SQL through", () => {
    const q = caseEventsWhere(
      db,
      { id: "e1", organizationId: "o1", caseId: "c1", actorId: null, actorName: "A", kind: "k", detail: "d", data: { a: 1 }, createdAt: "2026-01-01" },
      sql`WHERE ${sql`1 = 1`}`,
    ).toSQL();
    expect(q.sql).toContain('? AS "data", ? AS "created_at" WHERE 1 = 1');
    expect(q.params).toEqual(["e1", "o1", "c1", null, "A", "k", "d", '{"a":1}', "2026-01-01"]);
  });

  it("keeps drizzle's conflict and returning clauses", () => {
    const q = recordNotificationsWhere(db, { id: "n1", userId: "u1", title: "t", message: "m", kind: "case_reminder" }, sql`WHERE 1`)
      .onConflictDoNothing()
      .returning({ id: schema.notifications.id })
      .toSQL();
    expect(q.sql).toMatch(/WHERE 1 on conflict do nothing returning "id"$/);
  });
});
