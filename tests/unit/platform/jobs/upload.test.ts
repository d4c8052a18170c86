import { describe, expect, it } from "vitest";
import { checkCsvFile, uploadStopped } from "../../../../app/platform/jobs/upload.server";
import type { Refusal } from "../../../../app/platform/refusal";

const file = (text: string, name = "list.csv") => new File([text], name, { type: "text/csv" });

describe("checkCsvFile", () => {
  it("gives back a CSV text file", async () => {
    const csv = file("name\nAcme");
    expect(await checkCsvFile(csv, 1024)).toBe(csv);
  });
  it("refuses a missing or wrong file 400 and a file too large 413, with the reason", async () => {
    const refusal = (f: unknown, max = 1024) => checkCsvFile(f, max).catch((e: Refusal) => [e.status, e.message]);
    expect(await refusal(undefined)).toEqual([400, "Please select a CSV file"]);
    expect(await refusal(file("name", "list.xlsx"))).toEqual([400, "Only .csv files can be imported"]);
    expect(await refusal(file("x".repeat(2_000_000)), 1_048_576)).toEqual([413, "The file is larger than 1 MB"]);
  });
});

describe("uploadStopped", () => {
  it("says how many companies were written before the queue gave up", () => {
    expect(uploadStopped({ succeeded: 300 })).toBe("The upload stopped after 300 companies were written.");
  });
});
