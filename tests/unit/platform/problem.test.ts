import { describe, expect, it } from "vitest";
import { apiHandled, problemOf, problemResponse } from "../../../app/platform/problem.server";
import { Refusal } from "../../../app/platform/refusal";

describe("problem details (RFC 9457)", () => {
  it("names the kind by status, keeps the detail, and turns field errors into errors", () => {
    expect(problemOf(new Refusal(422, "Site address is required", { fieldErrors: { siteAddress: "Site address is required" }, intent: "x" }))).toEqual({
      type: "https://siteproof.app/problems/validation-failed",
      title: "The request has invalid fields",
      status: 422,
      detail: "Site address is required",
      errors: { siteAddress: "Site address is required" },
    });
  });

  it("takes a refusal's own kind and title, and its other data as extensions", () => {
    expect(problemOf(new Refusal(409, "Taken", { problem: "duplicate-reference", title: "Reference already used", caseId: "c-1" }))).toEqual({
      type: "https://siteproof.app/problems/duplicate-reference",
      title: "Reference already used",
      status: 409,
      detail: "Taken",
      caseId: "c-1",
    });
  });

  it("answers as application/problem+json with the refusal's headers, and any other error as a 500 problem", async () => {
    const limited = await apiHandled(async () => {
      throw new Refusal(429, "Slow down", {}, { "Retry-After": "12" });
    })({});
    expect([limited.status, limited.headers.get("Content-Type"), limited.headers.get("Retry-After")]).toEqual([429, "application/problem+json", "12"]);
    const broken = await apiHandled(async () => {
      throw new Error("boom");
    })({});
    expect(broken.status).toBe(500);
    expect(((await broken.json()) as { type: string }).type).toBe("https://siteproof.app/problems/internal-error");
    expect(problemResponse({ type: "t", title: "t", status: 404, detail: "d" }).headers.get("Cache-Control")).toBe("no-store");
  });
});
