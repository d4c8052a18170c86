import { describe, expect, it } from "vitest";
import { charsThatFit, labelLines } from "../../../app/features/analytics/chart-labels";

describe("a bar chart's label", () => {
  it("stays on one line when it fits its slot, or has no space to break at", () => {
    expect(labelLines("Verified", charsThatFit(75))).toEqual(["Verified"]);
    expect(labelLines("Jan", charsThatFit(50))).toEqual(["Jan"]);
    expect(labelLines("Unbreakablelabel", 5)).toEqual(["Unbreakablelabel"]);
  });

  it("breaks at the space nearest its middle when it would run past its slot", () => {
    expect(charsThatFit(75)).toBe(11);
    expect(labelLines("Wrong address", charsThatFit(75))).toEqual(["Wrong", "address"]);
    expect(labelLines("Not verified", charsThatFit(75))).toEqual(["Not", "verified"]);
    expect(labelLines("Wrong address not found", 11)).toEqual(["Wrong address", "not found"]);
  });
});
