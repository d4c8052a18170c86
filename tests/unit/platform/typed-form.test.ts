import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { parseTypedForm, withTypedForm } from "../../../app/platform/typed-form.server";
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
    // The intent is not given back as typed, but the refusal names it, for a page with several forms.
    expect(r.data.intent).toBe("create");
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

describe("a feature's refusal of a form carries what was typed too", () => {
  const form = new FormData();
  form.set("intent", "create");
  form.set("reference", "LN-1");

  it("answers what the work answers", async () => {
    expect(await withTypedForm(form, async () => "created")).toBe("created");
  });

  it("gives the typed fields back with a refusal the work throws (a reference already taken)", async () => {
    const error = await withTypedForm(form, async () => {
      throw new Refusal(409, "This reference is taken");
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refusal);
    expect([(error as Refusal).status, (error as Refusal).data.values]).toEqual([409, { reference: "LN-1" }]);
  });

  it("leaves other errors as they are", async () => {
    const error = await withTypedForm(form, async () => {
      throw new TypeError("a bug");
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });
});
