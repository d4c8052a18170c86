import { describe, expect, it } from "vitest";
import { jsonDepth, textProblem } from "../../../app/platform/validation/input";

describe("input rules", () => {
  it("counts JSON depth outside strings", () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"{"')).toBe(0);
  });
  it("allows tab and line breaks, refuses other control characters", () => {
    expect(textProblem("Notes", "a\tb\r\nc")).toBeNull();
    expect(textProblem("Notes", "a\u001Fb")).toBe("Notes contains control characters");
  });
});
