import { describe, expect, it } from "vitest";
import { matchSentences, SIGNAL_TEXT } from "../../../app/features/signals/matches";

describe("matchSentences", () => {
  it("says a picture on record for other companies once, however many photos it matches", () => {
    const other = { kind: "other-company" as const, usedOn: null };
    expect(matchSentences([other, other, other])).toEqual([{ kind: "other-company", text: SIGNAL_TEXT.otherCompany }]);
  });

  it("keeps each different meaning, in the order given", () => {
    const sentences = matchSentences([
      { kind: "other-company", usedOn: null },
      { kind: "earlier-use", usedOn: "2026-11-03T10:00:00.000Z" },
      { kind: "earlier-use", usedOn: "2026-11-03T18:00:00.000Z" },
      { kind: "earlier-use", usedOn: "2026-10-01T10:00:00.000Z" },
    ]);
    expect(sentences.map((s) => s.text)).toEqual([
      SIGNAL_TEXT.otherCompany,
      "This picture was already used on 3 Nov 2026",
      "This picture was already used on 1 Oct 2026",
    ]);
  });

  it("says nothing without matches", () => {
    expect(matchSentences([])).toEqual([]);
  });
});
