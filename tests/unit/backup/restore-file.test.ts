import { describe, expect, it } from "vitest";
import { chosenBackup, MAX_BACKUP_BYTES, restoreSummary } from "../../../app/features/backup/restore-file";

const plan = (leftOutCount: number) => ({
  companies: { add: 2, update: 1, skip: 0 },
  inspections: { add: 3, skip: 4 },
  visits: { add: 1, update: 2, skip: 0 },
  leftOut: [],
  leftOutCount,
});

describe("the restore form", () => {
  it("takes a non-empty file up to 10 MB, and says why not otherwise", () => {
    expect(chosenBackup(undefined)).toEqual({ ok: false, error: "Please choose a backup file" });
    expect(chosenBackup("a string")).toEqual({ ok: false, error: "Please choose a backup file" });
    expect(chosenBackup(new File([], "empty.json"))).toEqual({ ok: false, error: "Please choose a backup file" });
    expect(chosenBackup(new File([new Uint8Array(MAX_BACKUP_BYTES + 1)], "big.json"))).toEqual({ ok: false, error: "The backup file is larger than 10 MB" });
    expect(chosenBackup(new File(["{}"], "b.json")).ok).toBe(true);
  });

  it("counts what a restore added and updated, and what it left out when it left something out", () => {
    expect(restoreSummary(plan(0))).toBe("Restore complete: 6 added, 3 updated");
    expect(restoreSummary(plan(2))).toBe("Restore complete: 6 added, 3 updated, 2 left out");
  });
});
