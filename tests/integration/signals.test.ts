// Issue 19: recycled and borrowed photos. Fingerprints are compared across the whole deployment,
// the receipt records the matches, an inspector learns only that a match exists, an admin sees
// both sides; the receipt carries the sender's network from the request's cf.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminSession, get, post } from "./helpers";
import { payload, save } from "./capture-helpers";
import { inspectorOf, receiptOf, send, sendRaw } from "./signal-helpers";
import { cameraFrame, COPIES } from "./signal-frames";
import { SIGNAL_TEXT } from "../../app/features/signals/matches";

async function issueCode(cookie: string, inspectionId: string) {
  const res = await post("/app/capture-code", { inspectionId }, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: string; issuedAt: string; token: string };
}

describe("photo fingerprints across the deployment", () => {
  it("flags each copy of another company's photo on the second upload, by another user", async () => {
    const first = await inspectorOf({ name: "Shree Ganesh Traders", cin: "U51909MH2010PTC200001" });
    const second = await inspectorOf({ name: "Deccan Cold Chain", cin: "U63000MH2012PTC200002" });
    for (const [i, [name, copy]] of Object.entries(COPIES).entries()) {
      const original = cameraFrame(5000 + i * 101);
      const before = await send(first, original);
      expect(before.answer.matches, `${name}: the first upload matches nothing`).toEqual([]);
      const after = await send(second, copy(original));
      expect(
        after.answer.matches.map((m) => m.text),
        name,
      ).toEqual([SIGNAL_TEXT.otherCompany]);
      // The inspector learns that it matches, never whose.
      expect(after.text).not.toContain(first.email);
      expect(after.text).not.toContain(first.userId);
      expect(after.text).not.toContain(before.photoId);
      expect(after.text).not.toContain("Shree Ganesh");
      const receipt = await receiptOf(after.photoId);
      expect(receipt.v).toBe(2);
      expect(receipt.fingerprint).toMatch(/^[0-9a-f]{16}$/);
      expect(receipt.matches).toHaveLength(1);
      expect(receipt.matches[0]).toMatchObject({ kind: "other-company", usedOn: null });
      expect(JSON.stringify(receipt)).not.toContain(first.userId);
    }
  });

  it("says a picture of the same company was already used, with the date", async () => {
    const who = await inspectorOf({ name: "Pune Agro Exports", cin: "U01100MH2015PTC200003" });
    const original = cameraFrame(7001);
    const earlier = await send(who, original);
    const photo = earlier.photoId;
    expect((await save(who.cookie, payload(who.companyId, [photo], { id: earlier.inspectionId }))).status).toBe(201);
    const again = await send(who, COPIES["re-encoded at quality 60"](original));
    const day = new Date().toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    expect(again.answer.matches.map((m) => m.text)).toEqual([SIGNAL_TEXT.earlierUse(day)]);
    // Several photos of one inspection are never matches of each other: the third copy, taken for
    // the second inspection, matches the first inspection's photo only.
    const sameVisit = await send(who, COPIES.brightened(original), again.inspectionId);
    expect(sameVisit.answer.matches).toHaveLength(1);
    expect((await receiptOf(sameVisit.photoId)).matches).toHaveLength(1);
  });

  it("finds no match among 50 distinct camera-like frames", async () => {
    const who = await inspectorOf({ name: "Frame Test Industries", cin: "U99999MH2019PTC200004" });
    const flagged: number[] = [];
    for (let i = 0; i < 50; i++) {
      const { answer } = await send(who, cameraFrame(20_000 + i * 7919));
      if (answer.matches.length > 0) flagged.push(i);
    }
    expect(flagged).toEqual([]);
    // Fifty decodes and look-ups: longer than one upload's test on a busy machine.
  }, 180_000);

  it("shows the admin both sides of a match, and refuses everyone else", async () => {
    const first = await inspectorOf({ name: "Konkan Spices", cin: "U15400MH2011PTC200005" });
    const second = await inspectorOf({ name: "Nashik Grapes Co", cin: "U01131MH2013PTC200006" });
    const original = cameraFrame(9100);
    const before = await send(first, original);
    const after = await send(second, COPIES.brightened(original));
    const admin = await adminSession();
    const res = await get(`/app/admin/signals/${after.photoId}?_data=routes%2Fapp.admin.signals.%24photoId`, admin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { photo: { userEmail: string }; matches: { text: string; other: { photoId: string; userEmail: string } }[] };
    expect(body.photo.userEmail).toBe(second.email);
    expect(body.matches).toHaveLength(1);
    expect(body.matches[0].text).toBe(SIGNAL_TEXT.otherCompany);
    expect(body.matches[0].other).toMatchObject({ photoId: before.photoId, userEmail: first.email });
    const refused = await get(`/app/admin/signals/${after.photoId}?_data=routes%2Fapp.admin.signals.%24photoId`, second.cookie);
    expect(refused.status).toBe(403);
    // The Signals tab's list: newest first, filterable, for admins only.
    const listed = async (filter: string, cookie = admin) => get(`/app/admin/signal-list?filter=${filter}&_data=routes%2Fapp.admin.signal-list`, cookie);
    const matches = (await (await listed("match")).json()) as { items: { photoId: string; userEmail: string; matchKind: string }[] };
    expect(matches.items[0]).toMatchObject({ photoId: after.photoId, userEmail: second.email, matchKind: "other-company" });
    expect(matches.items.some((i) => i.photoId === before.photoId)).toBe(false);
    const noCode = (await (await listed("no-code")).json()) as { items: { photoId: string }[] };
    expect(noCode.items.map((i) => i.photoId)).toContain(before.photoId);
    expect((await listed("everything")).status).toBe(400);
    expect((await listed("match", second.cookie)).status).toBe(403);
  });
});

describe("network presence", () => {
  it("records the injected request.cf and its distance to the photo's GPS in the receipt", async () => {
    const who = await inspectorOf({ name: "Network Test Ltd", cin: "U72200MH2016PTC200007" });
    const cf = {
      country: "IN",
      region: "Maharashtra",
      city: "Mumbai",
      latitude: "19.0760",
      longitude: "72.8777",
      asn: 55836,
      asOrganization: "Reliance Jio",
      colo: "BOM",
    };
    const { photoId } = await send(who, cameraFrame(9200), undefined, cf);
    const receipt = await receiptOf(photoId);
    // meta() puts the photo at 19.076, 72.8777 (Mumbai): the network's position is the same.
    expect(receipt.network).toEqual({ ...cf, latitude: 19.076, longitude: 72.8777, distanceKm: 0, gpsCountry: "IN" });
    const far = await send(who, cameraFrame(9201), undefined, {
      ...cf,
      country: "DE",
      city: "Frankfurt",
      latitude: "50.1109",
      longitude: "8.6821",
      colo: "FRA",
    });
    const network = (await receiptOf(far.photoId)).network;
    expect(network.country).toBe("DE");
    expect(network.distanceKm).toBeGreaterThan(6000);
    const row = await env.DB.prepare("SELECT network_country AS c, network_distance_km AS km FROM photo_signals WHERE photo_id = ?")
      .bind(far.photoId)
      .first<{ c: string; km: number }>();
    expect(row).toEqual({ c: "DE", km: network.distanceKm });
  });
});

describe("capture codes", () => {
  it("records the code issued for this user and inspection, and says when a photo has none", async () => {
    const who = await inspectorOf({ name: "Code Test Pvt Ltd", cin: "U74999MH2018PTC200008" });
    const inspectionId = crypto.randomUUID();
    const issued = await issueCode(who.cookie, inspectionId);
    expect(issued.code).toMatch(/^[A-Z2-9]{6}$/);
    const { photoId } = await send(who, cameraFrame(9300), inspectionId, undefined, { captureCode: issued.token });
    expect((await receiptOf(photoId)).captureCode).toEqual({ code: issued.code, issuedAt: issued.issuedAt });
    const offline = await send(who, cameraFrame(9301), inspectionId);
    expect((await receiptOf(offline.photoId)).captureCode).toBeNull();
  });

  it("refuses a code issued for another inspection or another user, writing nothing", async () => {
    const owner = await inspectorOf({ name: "Code Owner Ltd", cin: "U74999MH2018PTC200009" });
    const other = await inspectorOf({ name: "Code Borrower Ltd", cin: "U74999MH2018PTC200010" });
    const inspectionId = crypto.randomUUID();
    const issued = await issueCode(owner.cookie, inspectionId);
    const before = await env.DB.prepare("SELECT count(*) AS n FROM photos").first<{ n: number }>();
    const otherInspection = await sendRaw(owner, cameraFrame(9400), crypto.randomUUID(), undefined, { captureCode: issued.token });
    expect(otherInspection.res.status).toBe(422);
    expect(otherInspection.text).toContain("This capture code was not issued for this inspection");
    const otherUser = await sendRaw(other, cameraFrame(9401), inspectionId, undefined, { captureCode: issued.token });
    expect(otherUser.res.status).toBe(422);
    // A forged issue time changes the code it needs.
    const [code, time] = issued.token.split(".");
    const forged = await sendRaw(owner, cameraFrame(9402), inspectionId, undefined, {
      captureCode: `${code}.${(parseInt(time, 36) - 3_600_000).toString(36)}`,
    });
    expect(forged.res.status).toBe(422);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM photos").first<{ n: number }>()).toEqual(before);
  });
});
