import { describe, expect, it } from "vitest";
import { wellFormed } from "../../../app/platform/validation/well-formed";

describe("well-formed input", () => {
  it("turns each lone surrogate into one U+FFFD, everywhere in a body, and leaves pairs alone", () => {
    expect(wellFormed({ notes: "abc \ud800", list: ["\udc00x"], ok: "ok \ud83d\ude00", n: 1 })).toEqual({
      notes: "abc \ufffd",
      list: ["\ufffdx"],
      ok: "ok \ud83d\ude00",
      n: 1,
    });
  });
});
