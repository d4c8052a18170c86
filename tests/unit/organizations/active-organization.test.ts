import { describe, expect, it } from "vitest";
import { activeOrganization } from "../../../app/ui/shell/OrgSwitcher";

const ORGS = [
  { code: "deccan", name: "Deccan Finance", role: "owner" as const },
  { code: "konkan", name: "Konkan Credit", role: "inspector" as const },
];

describe("the shell's active organization", () => {
  it("is the one whose pages are open", () => {
    expect(activeOrganization("/app/org/konkan/my-cases", ORGS)?.name).toBe("Konkan Credit");
    expect(activeOrganization("/app/org/deccan", ORGS)?.name).toBe("Deccan Finance");
  });
  it("is Personal elsewhere, on the organization list, and for an organization the user is not in", () => {
    expect(activeOrganization("/app/history", ORGS)).toBeNull();
    expect(activeOrganization("/app/org", ORGS)).toBeNull();
    expect(activeOrganization("/app/org/new", ORGS)).toBeNull();
    expect(activeOrganization("/app/org/other/cases", ORGS)).toBeNull();
  });
});
