import { describe, expect, it } from "vitest";
import { bulkRows, companyIds } from "../../../app/features/api/api-bulk";

const now = new Date("2026-11-29T00:00:00Z");
const item = (reference: string, extra: Record<string, unknown> = {}) => ({
  reference,
  company_name: "Deccan Foods",
  site_address: "Pune",
  verification_type: "office",
  due_at: "2026-12-01T17:00:00+05:30",
  ...extra,
});

describe("bulk items as import rows", () => {
  it("maps a good item to the CSV import's row, by its index, with the directory company and the given site", () => {
    const companies = new Map([["co-1", { name: "Known Co", address: "Mumbai" }]]);
    const { valid, rejected } = bulkRows(
      [
        item("A", { site_latitude: 18.5, site_longitude: 73.8, assignee: "u-1", checklist_id: "cl-1" }),
        item("B", { company_id: "co-1", company_name: undefined, site_address: undefined }),
      ],
      companies,
      now,
    );
    expect(rejected).toEqual([]);
    expect(valid[0]).toEqual({
      row: 0,
      reference: "A",
      companyName: "Deccan Foods",
      address: "Pune",
      verificationType: "office",
      dueAt: "2026-12-01T11:30:00.000Z",
      instructions: null,
      assignee: "u-1",
      checklist: "cl-1",
      site: { latitude: 18.5, longitude: 73.8 },
    });
    expect(valid[1]).toMatchObject({ row: 1, companyName: "Known Co", address: "Mumbai" });
  });

  it("refuses each bad item with its index and the field at fault", () => {
    const { valid, rejected } = bulkRows(
      [
        null,
        item("A", { verification_type: "castle" }),
        item("B", { due_at: "2026-11-28T00:00:00Z" }),
        item("C", { assignee: "nearest" }),
        item("D"),
        item("D"),
        item("E", { company_id: "nope" }),
      ],
      new Map(),
      now,
    );
    expect(valid.map((r) => r.row)).toEqual([4]);
    expect(rejected.map((r) => [r.row, r.reason.split(":")[0]])).toEqual([
      [0, "item"],
      [1, "verification_type"],
      [2, "due_at"],
      [3, "assignee"],
      [5, "reference"],
      [6, "company_id"],
    ]);
  });

  it("collects the directory ids named", () => {
    expect(companyIds([{ company_id: "a" }, { company_id: "a" }, {}, null, { company_id: 5 }])).toEqual(["a"]);
  });
});
