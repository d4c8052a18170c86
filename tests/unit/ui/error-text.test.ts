import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { errorText } from "../../../app/ui/error-text";

const refusal = (status: number, message: string) => new ErrorResponse(status, "", { ok: false, message });

describe("errorText", () => {
  it("shows a refusal's own message under its status's title", () => {
    expect(errorText(refusal(404, "Company not found"))).toEqual({ status: 404, title: "Page not found", message: "Company not found" });
    expect(errorText(refusal(403, "You need administrator rights to do this."))).toMatchObject({
      title: "Access Denied",
      message: "You need administrator rights to do this.",
    });
    expect(errorText(refusal(400, "q contains control characters"))).toMatchObject({
      title: "This page could not be opened",
      message: "q contains control characters",
    });
  });

  it.each([
    [401, "Sign in to continue"],
    [403, "Access Denied"],
    [404, "Page not found"],
    [405, "This page could not be opened"],
    [410, "This page is gone"],
    [429, "Too many requests"],
  ])("has its own words for %i without a refusal", (status, title) => {
    const text = errorText(new ErrorResponse(status, "Status text", "plain body"));
    expect(text.title).toBe(title);
    expect(text.message).not.toContain("plain body");
  });

  it("never shows a thrown error's message, and calls any 5xx the application's error", () => {
    const text = errorText(new Error("D1_ERROR: no such table: users"));
    expect(text).toEqual({ status: 500, title: "Unexpected Application Error!", message: "Something went wrong on our side. Try again in a moment." });
    expect(errorText(new ErrorResponse(500, "", { message: "internals" })).message).not.toContain("internals");
  });

  it("shows a refused outside service's message (502, 503)", () => {
    expect(errorText(refusal(503, "The mail service is not answering. Try again later.")).message).toBe("The mail service is not answering. Try again later.");
  });

  it("lets a page's own words win over the refusal's and the defaults", () => {
    const texts = { 404: { message: "Profile not found" }, failure: { title: "Profile & Settings", message: "Failed to load profile" } };
    expect(errorText(refusal(404, "Not found"), texts)).toMatchObject({ title: "Page not found", message: "Profile not found" });
    expect(errorText(new Error("boom"), texts)).toMatchObject({ title: "Profile & Settings", message: "Failed to load profile" });
  });
});
