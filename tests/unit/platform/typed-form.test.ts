import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { parseTypedForm } from "../../../app/platform/typed-form.server";
import { Refusal } from "../../../app/platform/request.server";

const Schema = v.object({
  intent: v.literal("create"),
  id: v.optional(v.string()),
  name: v.pipe(v.string(), v.nonEmpty("Name is required")),
  notes: v.optional(v.string()),
});

function refusal(entries: [string, string | File][]): Refusal {
  const form = new FormData();
  for (const [k, val] of entries) form.append(k, val);
  try {
    parseTypedForm(form, Schema);
  } catch (error) {
    if (error instanceof Refusal) return error;
  }
  throw new Error("not refused");
}

describe("a form's refusal carries what was typed", () => {
  it("returns the parsed input when the form is valid", () => {
    const form = new FormData();
    form.set("intent", "create");
    form.set("name", "Deccan Foods");
    expect(parseTypedForm(form, Schema)).toEqual({ intent: "create", name: "Deccan Foods" });
  });

  it("keeps the typed fields of a field's refusal, less the hidden intent and id", () => {
    const r = refusal([
      ["intent", "create"],
      ["id", "c-1"],
      ["name", ""],
      ["notes", "Bring the meter"],
    ]);
    expect([r.status, r.data.values]).toEqual([422, { name: "", notes: "Bring the meter" }]);
  });

  it("echoes nothing back for a malformed body", () => {
    const r = refusal([
      ["intent", "create"],
      ["name", "a\u0000b"],
    ]);
    expect([r.status, r.data.values]).toEqual([400, undefined]);
  });

  it("carries only the named fields when the form names them (a password is never sent back)", () => {
    const form = new FormData();
    form.set("intent", "create");
    form.set("name", "");
    form.set("notes", "secret");
    try {
      parseTypedForm(form, Schema, ["name"]);
    } catch (error) {
      expect((error as Refusal).data.values).toEqual({ name: "" });
      return;
    }
    throw new Error("not refused");
  });
});
