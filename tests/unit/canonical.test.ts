import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../app/features/evidence/canonical";
import { wellFormed } from "../../app/platform/validation/well-formed";

describe("canonical JSON, the text that is signed", () => {
  it("sorts keys at every level, drops undefined and keeps arrays in order", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: true }], c: undefined } })).toBe('{"a":{"d":[3,{"y":true,"z":null}]},"b":1}');
    expect(canonicalJson(-0)).toBe("0");
  });
});

describe("well-formed input", () => {
  it("turns each lone surrogate into one U+FFFD, everywhere in a body, and leaves pairs alone", () => {
    expect(wellFormed({ notes: "abc \ud800", list: ["\udc00x"], ok: "ok \ud83d\ude00", n: 1 })).toEqual({ notes: "abc \ufffd", list: ["\ufffdx"], ok: "ok \ud83d\ude00", n: 1 });
  });
});
