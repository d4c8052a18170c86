import { describe, expect, it } from "vitest";
import type { User } from "../../../app/platform/db/schema";
import { publicUser } from "../../../app/platform/public-user";

describe("publicUser", () => {
  it("sends the browser the profile and role, never the password hash or the Google subject", () => {
    const user = {
      id: "u1",
      email: "a@example.com",
      passwordHash: "secret-hash",
      googleSub: "g-1",
      firstName: "Asha",
      lastName: "Rao",
      organization: null,
      photoUrl: null,
      accountType: "free",
      role: "user",
      phoneNumber: "98",
    } as unknown as User;
    expect(publicUser(user)).toEqual({
      id: "u1",
      email: "a@example.com",
      firstName: "Asha",
      lastName: "Rao",
      organization: null,
      photoUrl: null,
      accountType: "free",
      role: "user",
    });
  });
});
