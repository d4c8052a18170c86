import { describe, expect, it } from "vitest";
import { signalLines } from "../../../app/features/signals/signal-lines";
import { networkPresence, networkText } from "../../../app/features/signals/network";
import { companyKey, matchKind, SIGNAL_TEXT } from "../../../app/features/signals/matches";

describe("signal lines", () => {
  it("says nothing for a version 1 receipt", () => {
    expect(signalLines({ v: 1 })).toEqual([]);
  });

  it("names what a match means, never whose", () => {
    const lines = signalLines({
      v: 2,
      fingerprint: "0123456789abcdef",
      matches: [
        { kind: "other-company", usedOn: null },
        { kind: "earlier-use", usedOn: "2026-11-03T10:00:00.000Z" },
      ],
    });
    expect(lines.map((l) => l.text)).toEqual([SIGNAL_TEXT.otherCompany, "This picture was already used on 3 Nov 2026"]);
    expect(lines.every((l) => l.kind === "match" && l.warn)).toBe(true);
  });

  it("says how far the sender's network was from the GPS position", () => {
    const near = networkPresence({ city: "Pune", country: "IN", latitude: "18.52", longitude: "73.85", asn: 9829 }, { latitude: 18.5, longitude: 73.83 });
    expect(networkText(near)).toMatch(/^Sent from a network 3 km from the GPS position \(Pune, IN, AS9829\)$/);
    expect(networkText(near, "DE")).toMatch(/^Sent from another country/);
    expect(networkPresence({}, { latitude: 1, longitude: 1 })).toBeNull();
  });

  it("compares companies by CIN, else by name", () => {
    expect(companyKey({ cin: " u123 ", name: "A" })).toBe("cin:U123");
    expect(companyKey({ cin: null, name: "  Acme   Cold " })).toBe("name:acme cold");
    expect(matchKind("cin:U1", "cin:U1")).toBe("earlier-use");
    expect(matchKind("cin:U1", null)).toBe("other-company");
    expect(matchKind(null, null)).toBe("other-company");
  });
});
