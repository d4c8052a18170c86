import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../app/features/account/auth-messages";
import { parseForm, Refusal } from "../../../app/platform/request.server";
import { SignInSchema, SignUpSchema } from "../../../app/features/account/auth-form";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, val] of Object.entries(fields)) f.set(k, val);
  return f;
};

describe("auth form schemas", () => {
  it("normalises the email and keeps the password as typed", () => {
    const r = parseForm(form({ email: "  Priya@Example.COM ", password: " pass " }), SignInSchema);
    expect(r).toEqual({ email: "priya@example.com", password: " pass " });
  });

  it("answers a bad email, a short password and a missing name", () => {
    let refused: unknown;
    try {
      parseForm(form({ displayName: "  ", email: "nope", password: "12345" }), SignUpSchema);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).data.fieldErrors).toEqual({
      displayName: "Please enter your name.",
      email: AUTH_MESSAGES["invalid-email"],
      password: AUTH_MESSAGES["weak-password"],
    });
  });

  it("accepts a six-character password", () => {
    expect(v.safeParse(SignUpSchema, { displayName: "A", email: "a@b.co", password: "123456" }).success).toBe(true);
  });
});
