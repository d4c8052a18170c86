import { describe, expect, it } from "vitest";
import { activityRow } from "../../../app/platform/admin-log.server";
import { getDb } from "../../../app/platform/db/db.server";
import type { User } from "../../../app/platform/db/schema";

describe("activityRow", () => {
  it("logs the acting admin's id and real email with the action, its description and its target", () => {
    const db = getDb({} as D1Database);
    const admin = { id: "a1", email: "admin@example.com" } as User;
    const { sql, params } = activityRow(db, admin, "upgrade", "b@example.com set to premium", "u2").toSQL();
    expect(sql).toMatch(/^insert into "admin_activity"/);
    expect(params).toEqual(expect.arrayContaining(["a1", "admin@example.com", "upgrade", "b@example.com set to premium", "u2"]));
    expect(activityRow(db, admin, "export_users", "Exported 3 users").toSQL().params).toContain(null);
  });
});
