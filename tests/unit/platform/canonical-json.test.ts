import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../../app/platform/canonical-json";

describe("canonical JSON, the text that is signed", () => {
  it("sorts keys at every level, drops undefined and keeps arrays in order", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: true }], c: undefined } })).toBe('{"a":{"d":[3,{"y":true,"z":null}]},"b":1}');
    expect(canonicalJson(-0)).toBe("0");
  });
});
