import { describe, expect, it } from "vitest";
import { readReminderKey, registerReminder, reminderHandler, reminderKey, VISIT_REMINDER } from "../../../app/platform/reminders/registry";

describe("the reminder registry", () => {
  it("keys a visit by its id and any other kind as kind:subject, as the hub has always stored them", () => {
    expect(reminderKey(VISIT_REMINDER, "v1")).toBe("v1");
    expect(reminderKey("case", "c1")).toBe("case:c1");
  });
  it("reads stored keys back: a registered kind's prefix, else a visit", () => {
    const kinds = ["visit", "case", "review"];
    expect(readReminderKey("case:c1", kinds)).toEqual({ kind: "case", subject: "c1" });
    expect(readReminderKey("review:c2", kinds)).toEqual({ kind: "review", subject: "c2" });
    expect(readReminderKey("5f0c-visit", kinds)).toEqual({ kind: "visit", subject: "5f0c-visit" });
    expect(readReminderKey("other:x", kinds)).toEqual({ kind: "visit", subject: "other:x" });
  });
  it("finds the handler a kind registered, with the subject", async () => {
    const seen: string[] = [];
    registerReminder("unit-test", async (_ctx, subject) => void seen.push(subject));
    const found = reminderHandler(reminderKey("unit-test", "s1"));
    await found!.handler({} as never, found!.subject, { visitId: "unit-test:s1", at: 0, title: "", body: "" });
    expect(seen).toEqual(["s1"]);
    expect(() => registerReminder("a:b", async () => {})).toThrow();
  });
});
