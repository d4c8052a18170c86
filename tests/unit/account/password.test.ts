import { describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from "../../../app/features/account/password.server";

describe("password hashing", () => {
  it("records its parameters and verifies only the right password and pepper", async () => {
    const stored = await hashPassword("correct horse", "pepper-1");
    expect(stored).toMatch(new RegExp(`^pbkdf2-sha256\\$${PASSWORD_ITERATIONS}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifyPassword("correct horse", stored, "pepper-1")).toEqual({ ok: true, needsRehash: false });
    expect((await verifyPassword("correct horsf", stored, "pepper-1")).ok).toBe(false);
    expect((await verifyPassword("correct horse", stored, "pepper-2")).ok).toBe(false);
  });

  it("salts each hash", async () => {
    expect(await hashPassword("same", "p")).not.toBe(await hashPassword("same", "p"));
  });

  it("asks for a re-hash when the stored iterations are lower than today's", async () => {
    const weak = await hashPassword("pw123456", "p", 1000);
    expect(await verifyPassword("pw123456", weak, "p")).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword("wrong", weak, "p")).toEqual({ ok: false, needsRehash: false });
  });

  it("rejects a stored value of another scheme", async () => {
    expect((await verifyPassword("x", "bcrypt$10$abc$def", "p")).ok).toBe(false);
  });
});
