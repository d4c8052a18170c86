import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { handled, handledLoader, parseForm, readForm, readJson, readQuery, Refusal } from "../../../app/platform/request.server";

const Actions = v.variant("intent", [
  v.object({ intent: v.literal("read"), id: v.pipe(v.string(), v.nonEmpty("Notification not found")) }),
  v.object({ intent: v.literal("tag"), ids: v.array(v.string()), note: v.optional(v.string(), "") }),
]);

function form(entries: [string, string | Blob][]) {
  const f = new FormData();
  for (const [k, val] of entries) f.append(k, val);
  return f;
}
function refusal(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (e) {
    if (e instanceof Refusal) return e;
    throw e;
  }
  throw new Error("not refused");
}

describe("parseForm", () => {
  it("picks the variant by intent and takes every value of an array field", () => {
    expect(
      parseForm(
        form([
          ["intent", "read"],
          ["id", "n1"],
        ]),
        Actions,
      ),
    ).toEqual({ intent: "read", id: "n1" });
    expect(
      parseForm(
        form([
          ["intent", "tag"],
          ["ids", "a"],
          ["ids", "b"],
        ]),
        Actions,
      ),
    ).toEqual({ intent: "tag", ids: ["a", "b"], note: "" });
  });

  it("refuses inherited, unknown and missing intents with 400", () => {
    for (const intent of ["toString", "constructor", "__proto__", "hasOwnProperty", "nope"]) {
      const r = refusal(() => parseForm(form([["intent", intent]]), Actions));
      expect([r.status, r.message]).toEqual([400, "Unknown action"]);
    }
    expect(refusal(() => parseForm(form([]), Actions)).status).toBe(400);
  });

  it("refuses unknown, inherited and repeated fields, control characters and long values", () => {
    expect(
      refusal(() =>
        parseForm(
          form([
            ["intent", "read"],
            ["id", "1"],
            ["extra", "x"],
          ]),
          Actions,
        ),
      ).message,
    ).toBe("Unknown field: extra");
    expect(
      refusal(() =>
        parseForm(
          form([
            ["intent", "read"],
            ["id", "1"],
            ["__proto__", "x"],
          ]),
          Actions,
        ),
      ).status,
    ).toBe(400);
    expect(
      refusal(() =>
        parseForm(
          form([
            ["intent", "read"],
            ["id", "1"],
            ["id", "2"],
          ]),
          Actions,
        ),
      ).message,
    ).toBe("id was sent more than once");
    expect(
      refusal(() =>
        parseForm(
          form([
            ["intent", "read"],
            ["id", "a\u0000b"],
          ]),
          Actions,
        ),
      ).message,
    ).toBe("id contains control characters");
    expect(
      refusal(() =>
        parseForm(
          form([
            ["intent", "read"],
            ["id", "x".repeat(10_001)],
          ]),
          Actions,
        ),
      ).status,
    ).toBe(400);
  });

  it("answers a schema failure with 422, its message and the field errors", () => {
    const r = refusal(() =>
      parseForm(
        form([
          ["intent", "read"],
          ["id", ""],
        ]),
        Actions,
      ),
    );
    expect([r.status, r.message, r.data.fieldErrors, r.data.intent]).toEqual([422, "Notification not found", { id: "Notification not found" }, "read"]);
  });

  it("refuses a file where text is expected", () => {
    expect(
      refusal(() =>
        parseForm(
          form([
            ["intent", "read"],
            ["id", new Blob(["x"])],
          ]),
          Actions,
        ),
      ).status,
    ).toBe(422);
  });
});

describe("readForm and readJson", () => {
  const post = (body: BodyInit, type: string) => new Request("http://x/", { method: "POST", body, headers: { "Content-Type": type } });

  it("refuses a body that is not a form", async () => {
    await expect(readForm(post('{"intent":"read"}', "application/json"), Actions)).rejects.toMatchObject({
      status: 400,
      message: "The request must be a form submission",
    });
    await expect(readForm(post("\u0000\u0001garbage", "multipart/form-data; boundary=zz"), Actions)).rejects.toMatchObject({ status: 400 });
  });

  it("reads JSON bounded in depth, size and text", async () => {
    const S = v.object({ a: v.string() });
    await expect(readJson(post('{"a":"b"}', "application/json"), S)).resolves.toEqual({ a: "b" });
    await expect(readJson(post("[".repeat(50_000) + "]".repeat(50_000), "application/json"), S)).rejects.toMatchObject({
      status: 400,
      message: "The request body is nested too deeply",
    });
    await expect(readJson(post("{", "application/json"), S)).rejects.toMatchObject({ status: 400 });
    await expect(readJson(post('{"a":"\\u0000"}', "application/json"), S)).rejects.toMatchObject({ status: 400 });
    await expect(readJson(post('{"a":1}', "application/json"), S)).rejects.toMatchObject({ status: 422 });
    await expect(readJson(post("a=b", "application/x-www-form-urlencoded"), S)).rejects.toMatchObject({ status: 400 });
  });
});

describe("readQuery and handled", () => {
  const Q = v.object({ q: v.optional(v.string(), ""), page: v.optional(v.string()) });
  it("ignores parameters the schema does not name and refuses control characters", () => {
    expect(readQuery(new Request("http://x/?q=ab&_data=routes%2Fx"), Q)).toEqual({ q: "ab" });
    expect(() => readQuery(new Request("http://x/?q=ab%00cd"), Q)).toThrow(Refusal);
  });

  it("returns a refusal from an action and throws it from a loader", async () => {
    const refuse = async (_: { request: Request }) => {
      throw new Refusal(409, "Taken");
    };
    const res = (await handled(refuse)({ request: new Request("http://x/", { method: "POST" }) })) as Response;
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ ok: false, message: "Taken" });
    await expect(handledLoader(refuse)({ request: new Request("http://x/") })).rejects.toMatchObject({ status: 409 });
  });
});
