import { describe, expect, it } from "vitest";
import { signalLines } from "../../../app/features/signals/signal-lines";
import { isFarNetwork, networkPresence, networkText } from "../../../app/features/signals/network";
import { countryAt, senderNetwork } from "../../../app/features/signals/network.server";
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
    expect(networkPresence({}, { latitude: 1, longitude: 1 })).toBeNull();
  });

  it("says a network in another country than the GPS position, and warns", async () => {
    const gps = { latitude: 19.076, longitude: 72.8777 };
    expect(await countryAt(gps.latitude, gps.longitude)).toBe("IN");
    // Territories by their own code, as Cloudflare's cf.country names them.
    expect(await countryAt(18.4, -66.1)).toBe("PR");
    expect(await countryAt(null, 72)).toBeNull();
    const us = await senderNetwork({ country: "US", city: "Ashburn", region: "Virginia", asOrganization: "Example Net" }, gps);
    expect(us?.gpsCountry).toBe("IN");
    expect(networkText(us)).toBe("Sent from another country (network in US, GPS position in IN; Ashburn, Virginia, Example Net)");
    const lines = signalLines({ v: 2, fingerprint: null, matches: [], network: us });
    expect(lines.find((l) => l.kind === "network")).toMatchObject({ warn: true, text: expect.stringMatching(/^Sent from another country/) });
    const located = networkPresence({ country: "DE", latitude: "50.11", longitude: "8.68" }, gps, "IN");
    expect(networkText(located)).toMatch(/^Sent from another country \(network in DE, GPS position in IN, 6\d\d\d km apart\)$/);
    // Same country, unknown country, Tor, or an older receipt without the GPS country: no such claim.
    for (const n of [
      networkPresence({ country: "IN", city: "Pune" }, gps, "IN"),
      networkPresence({ country: "XX" }, gps, "IN"),
      networkPresence({ country: "T1" }, gps, "IN"),
      { ...networkPresence({ country: "US" }, gps)!, gpsCountry: undefined },
    ]) {
      expect(networkText(n)).not.toMatch(/another country/);
      expect(isFarNetwork(n)).toBe(false);
    }
  });

  it("compares companies by CIN, else by name", () => {
    expect(companyKey({ cin: " u123 ", name: "A" })).toBe("cin:U123");
    expect(companyKey({ cin: null, name: "  Acme   Cold " })).toBe("name:acme cold");
    expect(matchKind("cin:U1", "cin:U1")).toBe("earlier-use");
    expect(matchKind("cin:U1", null)).toBe("other-company");
    expect(matchKind(null, null)).toBe("other-company");
  });
});
