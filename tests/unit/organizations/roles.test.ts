import { describe, expect, it } from "vitest";
import { can, leavesNoOwner, mayGrant } from "../../../app/features/organizations/roles";

describe("the role table", () => {
  it("gives inspectors their own cases and the directory, nothing else", () => {
    expect(can("inspector", "work cases")).toBe(true);
    expect(can("inspector", "read directory")).toBe(true);
    expect(can("inspector", "read all cases")).toBe(false);
    expect(can("inspector", "create case")).toBe(false);
  });
  it("lets reviewers read and review but not assign or manage", () => {
    expect(can("reviewer", "review")).toBe(true);
    expect(can("reviewer", "read all cases")).toBe(true);
    expect(can("reviewer", "assign")).toBe(false);
    expect(can("reviewer", "manage members")).toBe(false);
  });
});

describe("granting roles", () => {
  it("leaves the owner role to owners", () => {
    expect(mayGrant("owner", "manager", "owner")).toBe(true);
    expect(mayGrant("manager", "inspector", "owner")).toBe(false);
    expect(mayGrant("manager", "owner", "inspector")).toBe(false);
    expect(mayGrant("manager", "inspector", "reviewer")).toBe(true);
    expect(mayGrant("inspector", "inspector", "reviewer")).toBe(false);
  });
  it("keeps at least one owner", () => {
    expect(leavesNoOwner(1, "owner", null)).toBe(true);
    expect(leavesNoOwner(1, "owner", "manager")).toBe(true);
    expect(leavesNoOwner(2, "owner", null)).toBe(false);
    expect(leavesNoOwner(1, "manager", null)).toBe(false);
  });
});
