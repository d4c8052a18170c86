import { describe, expect, it } from "vitest";
import { fullName, initial, splitDisplayName } from "../../../app/platform/names";

describe("splitDisplayName", () => {
  it.each([
    ["Asha Rao Kulkarni", "Asha", "Rao Kulkarni"],
    ["  Meera   Iyer ", "Meera", "Iyer"],
    ["Cher", "Cher", ""],
    ["", "", ""],
  ])("%j -> %j / %j", (name, first, last) => {
    expect(splitDisplayName(name)).toEqual({ firstName: first, lastName: last });
  });

  it("full name falls back to the email, the initial to the email's first letter", () => {
    expect(fullName({ firstName: "", lastName: "", email: "x@y.z" })).toBe("x@y.z");
    expect(fullName({ firstName: "A", lastName: "B", email: "x@y.z" })).toBe("A B");
    expect(initial({ firstName: "", email: "zed@y.z" })).toBe("Z");
  });
});
