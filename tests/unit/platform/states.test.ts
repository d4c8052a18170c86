import { describe, expect, it } from "vitest";
import { stateFromAddress } from "../../../app/platform/states";

describe("stateFromAddress", () => {
  it.each([
    ["Plot 4, MIDC, Pune, Maharashtra 411001", "Maharashtra"],
    ["Salt Lake, Kolkata, WEST BENGAL", "West Bengal"],
    ["Indore (Madhya Pradesh)", "Madhya Pradesh"],
    ["Bhubaneswar-Odisha", "Odisha"],
    ["Tamil Nadu Road, Delhi", "Tamil Nadu"],
    ["Bihariganj, Delhi", null],
    ["Kochi, Kerala", null],
  ])("%s -> %s", (address, state) => {
    expect(stateFromAddress(address)).toBe(state);
  });
});
