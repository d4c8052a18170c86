import { describe, expect, it } from "vitest";
import { AUTH_FALLBACK_MESSAGE, AUTH_MESSAGES, authErrorMessage } from "../../../app/features/account/auth-messages";

describe("authErrorMessage", () => {
  it("maps every code of the table word for word and anything else to the fallback", () => {
    expect(authErrorMessage("user-not-found")).toBe("No account found with this email address.");
    expect(authErrorMessage("too-many-requests")).toBe("Too many failed attempts. Please try again later.");
    expect(authErrorMessage("something-else")).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(null)).toBe("An error occurred during authentication.");
    expect(Object.keys(AUTH_MESSAGES)).toHaveLength(10);
  });
});
