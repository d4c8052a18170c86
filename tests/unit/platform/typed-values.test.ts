import { describe, expect, it } from "vitest";
import { Refusal } from "../../../app/platform/refusal";
import { keepingTyped, typedValues } from "../../../app/platform/typed-values";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("typed values of a refused form", () => {
  it("keeps only the named text fields, cut to length", () => {
    expect(typedValues(form({ email: "a@x.io", password: "secret", note: "abcdef" }), ["email", "note"], 3)).toEqual({ email: "a@x", note: "abc" });
  });

  it("adds them to a refusal of the fields, and leaves other refusals and errors as they are", () => {
    const f = form({ subject: "Hi", password: "secret" });
    const refusedWith = (error: Error) => {
      try {
        keepingTyped(f, ["subject"], () => {
          throw error;
        });
      } catch (e) {
        return e;
      }
    };
    const fields = refusedWith(new Refusal(422, "Subject is short", { fieldErrors: { subject: "Subject is short" } })) as Refusal;
    expect([fields.status, fields.message, fields.data]).toEqual([
      422,
      "Subject is short",
      { fieldErrors: { subject: "Subject is short" }, values: { subject: "Hi" } },
    ]);
    expect((refusedWith(new Refusal(400, "Unknown field: x")) as Refusal).data).toEqual({});
    const broken = new Error("D1 down");
    expect(refusedWith(broken)).toBe(broken);
    expect(keepingTyped(f, ["subject"], () => 7)).toBe(7);
  });
});
