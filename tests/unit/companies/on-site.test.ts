import { describe, expect, it } from "vitest";
import { distanceMeters } from "../../../app/platform/geo";
import { type Fix, formatDistance, judgePhoto, ON_SITE_RADIUS_M, pinnedSite, POOR_ACCURACY_M, siteCheck } from "../../../app/features/companies/on-site";

// Vidhana Soudha and Bangalore Palace, Bengaluru.
const VIDHANA_SOUDHA = { latitude: 12.9796, longitude: 77.5906 };
const PALACE = { latitude: 12.9987, longitude: 77.592 };
const SITE = { latitude: 12.9716, longitude: 77.5946, source: "manual" as const };
/** A fix `m` metres due north of the site (one degree of latitude is 111,195 m on the mean sphere). */
const north = (m: number, accuracy: number | null = 10): Fix => ({ latitude: SITE.latitude + m / 111_195.08, longitude: SITE.longitude, accuracy });

describe("distanceMeters", () => {
  it("measures one degree of latitude as about 111.2 km", () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
    expect(distanceMeters({ latitude: 45, longitude: 10 }, { latitude: 46, longitude: 10 })).toBeCloseTo(111_195, -1);
  });

  it("shrinks a degree of longitude with the cosine of the latitude", () => {
    expect(distanceMeters({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 })).toBeCloseTo(111_195 * Math.cos(Math.PI / 3), -2);
  });

  it("puts Vidhana Soudha about 2.13 km from Bangalore Palace, either way round", () => {
    // Flat-earth check over 2 km: 0.0191° of latitude north and 0.0014° of longitude east at 13° N.
    const flat = Math.hypot(0.0191 * 111_195, 0.0014 * 111_195 * Math.cos((12.989 * Math.PI) / 180));
    const d = distanceMeters(VIDHANA_SOUDHA, PALACE);
    expect(Math.abs(d - flat)).toBeLessThan(2);
    expect(d).toBeGreaterThan(2120);
    expect(d).toBeLessThan(2135);
    expect(distanceMeters(PALACE, VIDHANA_SOUDHA)).toBeCloseTo(d, 6);
  });

  it("is zero for the same point and half the circumference for antipodes", () => {
    expect(distanceMeters(SITE, SITE)).toBe(0);
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});

describe("judgePhoto", () => {
  it("counts a photo on site while the near edge of its accuracy circle is within the radius", () => {
    expect(judgePhoto(0, 5)).toBe("on-site");
    expect(judgePhoto(ON_SITE_RADIUS_M, 10)).toBe("on-site");
    expect(judgePhoto(ON_SITE_RADIUS_M + 10, 10)).toBe("on-site");
    expect(judgePhoto(ON_SITE_RADIUS_M + 10.5, 10)).toBe("far");
    expect(judgePhoto(ON_SITE_RADIUS_M + 1, 0)).toBe("far");
  });

  it("calls a fix worse than the accuracy limit poor unless even its edge is far", () => {
    expect(judgePhoto(0, POOR_ACCURACY_M)).toBe("on-site");
    expect(judgePhoto(0, POOR_ACCURACY_M + 1)).toBe("poor-accuracy");
    expect(judgePhoto(300, 150)).toBe("poor-accuracy");
    expect(judgePhoto(5000, 150)).toBe("far");
  });

  it("treats a missing accuracy as a poor one", () => {
    expect(judgePhoto(0, null)).toBe("poor-accuracy");
    expect(judgePhoto(ON_SITE_RADIUS_M + POOR_ACCURACY_M + 1, null)).toBe("poor-accuracy");
    expect(judgePhoto(ON_SITE_RADIUS_M + POOR_ACCURACY_M + 2, null)).toBe("far");
  });
});

describe("siteCheck", () => {
  it("says so when the company has no site", () => {
    const c = siteCheck(null, [north(0)]);
    expect(c).toMatchObject({
      verdict: "no-site",
      site: null,
      photos: 1,
      onSite: 0,
      far: 0,
      maxDistanceM: null,
      text: "No site location on record for this company",
    });
  });

  it("says so when no photo carries a location", () => {
    const c = siteCheck(SITE, [{ latitude: null, longitude: null, accuracy: null }]);
    expect(c).toMatchObject({
      verdict: "no-location",
      site: { latitude: 12.9716, longitude: 77.5946, source: "manual" },
      photos: 1,
      text: "The photos carry no location",
    });
  });

  it("passes one photo taken on site", () => {
    const c = siteCheck(SITE, [north(40, 12)]);
    expect(c).toMatchObject({ verdict: "on-site", onSite: 1, far: 0, poorAccuracy: 0, maxDistanceM: 40, worstAccuracyM: 12 });
    expect(c.text).toBe("The photo was taken within 40 m of the site (GPS ±12 m)");
  });

  it("passes many photos on site, with the farthest distance and the worst accuracy", () => {
    const c = siteCheck(SITE, [north(10, 5), north(120, 30), north(60, 8), { latitude: null, longitude: null, accuracy: null }]);
    expect(c).toMatchObject({ verdict: "on-site", photos: 4, onSite: 3, maxDistanceM: 120, worstAccuracyM: 30 });
    expect(c.text).toBe("All 3 located photos taken within 120 m of the site (GPS ±30 m; 1 without a location)");
  });

  it("flags photos far from the site, even beside good ones", () => {
    const c = siteCheck(SITE, [north(20), north(5000)]);
    expect(c).toMatchObject({ verdict: "far", onSite: 1, far: 1, maxDistanceM: 5000 });
    expect(c.text).toBe("1 of 2 photos taken more than 250 m from the site (up to 5.0 km)");
    expect(siteCheck(SITE, [north(12_400)]).text).toBe("1 of 1 photo taken more than 250 m from the site (up to 12 km)");
  });

  it("cannot judge photos with poor accuracy", () => {
    const c = siteCheck(SITE, [north(30, 20), north(200, 150)]);
    expect(c).toMatchObject({ verdict: "poor-accuracy", onSite: 1, poorAccuracy: 1, worstAccuracyM: 150 });
    expect(c.text).toBe("GPS accuracy was poor (±150 m), so the distance to the site cannot be judged");
    expect(siteCheck(SITE, [north(0, null)]).text).toBe("GPS accuracy was poor (unknown), so the distance to the site cannot be judged");
  });

  it("does not pass photos judged against a site they pinned themselves", () => {
    const pinned = siteCheck({ ...SITE, source: "first-inspection" }, [north(0, 10), north(30, 15)], true);
    expect(pinned).toMatchObject({ verdict: "site-pinned", onSite: 2, maxDistanceM: 30, worstAccuracyM: 15 });
    expect(pinned.text).toBe("Site location set from this inspection's own photos, so there was no earlier location to compare with (GPS ±15 m)");
    // A photo far from the others' own mean still warns.
    expect(siteCheck({ ...SITE, source: "first-inspection" }, [north(0, 10), north(4000, 10)], true).verdict).toBe("far");
  });

  it("ranks far above poor accuracy", () => {
    expect(siteCheck(SITE, [north(0, 500), north(3000, 10)]).verdict).toBe("far");
  });
});

describe("pinnedSite", () => {
  it("averages the photos with a usable fix and ignores poor, unknown and missing ones", () => {
    const site = pinnedSite([
      { latitude: 12.97, longitude: 77.59, accuracy: 10 },
      { latitude: 12.98, longitude: 77.6, accuracy: POOR_ACCURACY_M },
      { latitude: 40, longitude: 10, accuracy: POOR_ACCURACY_M + 1 },
      { latitude: 41, longitude: 11, accuracy: null },
      { latitude: null, longitude: null, accuracy: 5 },
    ]);
    expect(site!.latitude).toBeCloseTo(12.975, 9);
    expect(site!.longitude).toBeCloseTo(77.595, 9);
  });

  it("pins nothing when every fix is poor", () => {
    expect(pinnedSite([{ latitude: 12.97, longitude: 77.59, accuracy: 400 }])).toBeNull();
    expect(pinnedSite([])).toBeNull();
  });
});

describe("formatDistance", () => {
  it("speaks metres below a kilometre, one decimal below ten", () => {
    expect(formatDistance(42.4)).toBe("42 m");
    expect(formatDistance(1500)).toBe("1.5 km");
    expect(formatDistance(25_300)).toBe("25 km");
  });
});

describe("figures at the edges", () => {
  it("never prints 1000 m or 10.0 km, and counts photos without a location apart", () => {
    expect(formatDistance(999.6)).toBe("1.0 km");
    expect(formatDistance(9960)).toBe("10 km");
    expect(formatDistance(999.4)).toBe("999 m");
    const site = { latitude: 12.9716, longitude: 77.5946, source: "manual" as const };
    const check = siteCheck(site, [
      { latitude: 12.9716, longitude: 77.5946, accuracy: 10 },
      { latitude: 12.9717, longitude: 77.5946, accuracy: 10 },
      { latitude: null, longitude: null, accuracy: null },
    ]);
    expect(check).toMatchObject({ verdict: "on-site", photos: 3, onSite: 2 });
    expect(check.text).toBe("All 2 located photos taken within 11 m of the site (GPS ±10 m; 1 without a location)");
  });
});
