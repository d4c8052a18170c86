import { describe, expect, it } from "vitest";
import { companySite, SITE_MESSAGES, siteText, splitCoordinatePair, validateSite } from "../../../app/features/companies/site-form";

describe("site location form", () => {
  it("accepts decimal degrees, rounded to six places", () => {
    expect(validateSite({ latitude: " 12.9716 ", longitude: "77.59460049" })).toEqual({ ok: true, data: { latitude: 12.9716, longitude: 77.5946 } });
    expect(validateSite({ latitude: "-90", longitude: "+180" })).toEqual({ ok: true, data: { latitude: -90, longitude: 180 } });
  });

  it.each([
    [
      { latitude: "", longitude: "" },
      { latitude: SITE_MESSAGES.latitudeRequired, longitude: SITE_MESSAGES.longitudeRequired },
    ],
    [
      { latitude: "90.0001", longitude: "-180.5" },
      { latitude: SITE_MESSAGES.latitudeRange, longitude: SITE_MESSAGES.longitudeRange },
    ],
    [
      { latitude: "12,97", longitude: "1e2" },
      { latitude: SITE_MESSAGES.latitudeNumber, longitude: SITE_MESSAGES.longitudeNumber },
    ],
    [
      { latitude: "north", longitude: "Infinity" },
      { latitude: SITE_MESSAGES.latitudeNumber, longitude: SITE_MESSAGES.longitudeNumber },
    ],
  ])("refuses %j with a message per field", (input, errors) => {
    expect(validateSite(input)).toEqual({ ok: false, errors });
  });

  it("splits a pasted coordinate pair", () => {
    expect(splitCoordinatePair("12.9716, 77.5946")).toEqual(["12.9716", "77.5946"]);
    expect(splitCoordinatePair(" -33.8688 151.2093 ")).toEqual(["-33.8688", "151.2093"]);
    expect(splitCoordinatePair("12.9716")).toBeNull();
  });

  it("describes a company's site and where it came from", () => {
    expect(siteText(companySite({ siteLatitude: 12.9716, siteLongitude: 77.5946, siteSource: "geocoded" }))).toBe(
      "Site location: 12.97160, 77.59460 (from address)",
    );
    expect(siteText(companySite({ siteLatitude: 12.9716, siteLongitude: 77.5946, siteSource: "first-inspection" }))).toBe(
      "Site location: 12.97160, 77.59460 (pinned by first inspection)",
    );
    expect(siteText(companySite({ siteLatitude: -1.5, siteLongitude: 0, siteSource: "manual" }))).toBe("Site location: -1.50000, 0.00000 (set by hand)");
    expect(siteText(companySite({ siteLatitude: null, siteLongitude: null, siteSource: null }))).toBe("No site location yet");
  });
});
