// Issue 19, what each side sees: a network in another country than the photo's GPS position is
// said and flagged (the receipt records the GPS country; a receipt from before that still verifies
// and reads), the admin's Signals list finds it under "far", and the admin compares both pictures
// of a match through an admin-only image route that no inspector can use.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminSession, get, ORIGIN } from "./helpers";
import { payload, save } from "./capture-helpers";
import { inspectorOf, receiptOf, send } from "./signal-helpers";
import { cameraFrame, COPIES } from "./signal-frames";
import { getDb } from "../../app/platform/db/db.server";
import { canonicalJson } from "../../app/platform/canonical-json";
import { currentSigningKey, signText } from "../../app/features/evidence/keys.server";
import { signalLines } from "../../app/features/signals/signal-lines";
import type { AdminPhotoSignals, SignalListItem } from "../../app/features/signals/admin-types";
import type { Verification } from "../../app/features/evidence/verification";

const US_NETWORK = { country: "US", region: "Virginia", city: "Ashburn", asn: 14618, asOrganization: "Example Cloud", colo: "IAD" };
const MUMBAI_NETWORK = { country: "IN", region: "Maharashtra", city: "Mumbai", latitude: "19.0760", longitude: "72.8777", asn: 55836, colo: "BOM" };

const listed = async (filter: string, cookie: string) =>
  (await (await get(`/app/admin/signal-list?filter=${filter}&_data=routes%2Fapp.admin.signal-list`, cookie)).json()) as { items: SignalListItem[] };

async function savedEvidence(who: { cookie: string; companyId: string }, photoId: string, inspectionId: string) {
  expect((await save(who.cookie, payload(who.companyId, [photoId], { id: inspectionId }))).status).toBe(201);
  const res = await get(`/app/evidence/${inspectionId}?_data=routes%2Fapp.evidence.%24inspectionId`, who.cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { verification: Verification }).verification;
}

describe("sent from another country", () => {
  it("records the GPS position's country, says another country, and the admin's far filter finds it", async () => {
    const who = await inspectorOf({ name: "Border Check Traders", cin: "U51909MH2017PTC300001" });
    // A cf with a country and no position: only the countries can tell, not the distance.
    const abroad = await send(who, cameraFrame(31_001), undefined, US_NETWORK);
    const receipt = await receiptOf(abroad.photoId);
    expect(receipt.network).toMatchObject({ country: "US", gpsCountry: "IN", distanceKm: null });
    // The inspector's own view (the evidence dialog reads the verified receipts): verified, and said.
    const verification = await savedEvidence(who, abroad.photoId, abroad.inspectionId);
    expect(verification.status).toBe("verified");
    const lines = signalLines(verification.photos[0].receipt);
    expect(lines.find((l) => l.kind === "network")).toEqual({
      kind: "network",
      text: "Sent from another country (network in US, GPS position in IN; Ashburn, Virginia, Example Cloud)",
      warn: true,
    });
    const home = await send(who, cameraFrame(31_002), undefined, MUMBAI_NETWORK);
    expect((await receiptOf(home.photoId)).network).toMatchObject({ country: "IN", gpsCountry: "IN", distanceKm: 0 });

    const admin = await adminSession();
    const far = await listed("far", admin);
    expect(far.items.find((i) => i.photoId === abroad.photoId)).toMatchObject({ networkCountry: "US", gpsCountry: "IN", networkDistanceKm: null });
    expect(far.items.some((i) => i.photoId === home.photoId)).toBe(false);
    expect((await listed("all", admin)).items.some((i) => i.photoId === abroad.photoId)).toBe(true);
    // The admin's evidence of the photo says it too.
    const evidence = (await (await get(`/app/admin/signals/${abroad.photoId}?_data=routes%2Fapp.admin.signals.%24photoId`, admin)).json()) as AdminPhotoSignals;
    expect(evidence.photo.network).toMatchObject({ warn: true, text: expect.stringMatching(/^Sent from another country/) });
    expect(evidence.photo).toMatchObject({ latitude: 19.076, longitude: 72.8777, stored: true, receiptHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("still verifies and reads a version 2 receipt made before the GPS country was recorded", async () => {
    const who = await inspectorOf({ name: "Older Receipt Ltd", cin: "U51909MH2017PTC300002" });
    const sent = await send(who, cameraFrame(31_003), undefined, US_NETWORK);
    // Signed again without gpsCountry, as the Worker signed it before this field existed.
    const body = await receiptOf(sent.photoId);
    delete body.network.gpsCountry;
    const text = canonicalJson(body);
    const key = await currentSigningKey(env, getDb(env.DB));
    const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    await env.DB.prepare("UPDATE photos SET receipt = ?, receipt_signature = ?, receipt_hash = ? WHERE id = ?")
      .bind(text, await signText(key, text), hash, sent.photoId)
      .run();
    const verification = await savedEvidence(who, sent.photoId, sent.inspectionId);
    expect(verification.status).toBe("verified");
    const network = signalLines(verification.photos[0].receipt).find((l) => l.kind === "network");
    expect(network).toEqual({
      kind: "network",
      text: "Sent from a network whose distance to the GPS position is not known (Ashburn, Virginia, US, Example Cloud)",
      warn: false,
    });
    const admin = await adminSession();
    expect((await listed("far", admin)).items.some((i) => i.photoId === sent.photoId)).toBe(false);
  });
});

describe("both sides of a match", () => {
  it("shows the admin both pictures; an inspector never sees the other side's user, company or picture", async () => {
    const first = await inspectorOf({ name: "Malabar Cashews", cin: "U15400KL2012PTC300003" });
    const second = await inspectorOf({ name: "Coorg Coffee Works", cin: "U15400KA2014PTC300004" });
    const original = cameraFrame(31_100);
    const before = await send(first, original);
    const after = await send(second, COPIES.brightened(original));
    for (const secret of [first.email, first.userId, before.photoId, "Malabar"]) expect(after.text).not.toContain(secret);

    const admin = await adminSession();
    const evidence = (await (await get(`/app/admin/signals/${after.photoId}?_data=routes%2Fapp.admin.signals.%24photoId`, admin)).json()) as AdminPhotoSignals;
    expect(evidence.photo).toMatchObject({ photoId: after.photoId, userEmail: second.email, stored: true });
    expect(evidence.matches[0].other).toMatchObject({ photoId: before.photoId, userEmail: first.email, stored: true, width: 1280, height: 720 });
    expect(evidence.matches[0].other!.receiptHash).toBe((await receiptOf(after.photoId)).matches[0].receiptHash);

    // The admin's copy of each picture: the thumbnail, and the stored original byte for byte.
    const thumb = await get(`/app/admin/photos/${before.photoId}?size=thumb`, admin);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await thumb.arrayBuffer()).byteLength).toBeLessThan(original.byteLength);
    const full = await get(`/app/admin/photos/${before.photoId}`, admin);
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(original);
    expect(full.headers.get("Cache-Control")).toContain("private");

    // Nobody else: the inspector who matched, the photo's own inspector, a signed-out visitor.
    for (const cookie of [second.cookie, first.cookie]) {
      for (const path of [
        `/app/admin/photos/${before.photoId}?size=thumb`,
        `/app/admin/photos/${before.photoId}`,
        `/app/admin/signals/${after.photoId}?_data=routes%2Fapp.admin.signals.%24photoId`,
      ]) {
        const res = await get(path, cookie);
        expect(res.status, path).toBe(403);
        expect(res.headers.get("Content-Type") ?? "").not.toContain("image");
      }
    }
    expect((await get(`/app/admin/photos/${before.photoId}`)).status).toBe(401);
    // The matched picture is not the second inspector's own either.
    expect((await get(`/app/photos/${before.photoId}?size=thumb`, second.cookie)).status).toBe(404);
    // An unknown photo, and a removed one, are not found even for the admin.
    expect((await get(`/app/admin/photos/${crypto.randomUUID()}`, admin)).status).toBe(404);
    const removed = await SELF.fetch(`${ORIGIN}/app/photos/${after.photoId}`, { method: "DELETE", headers: { Cookie: second.cookie, Origin: ORIGIN } });
    expect(removed.status).toBe(204);
    expect((await get(`/app/admin/photos/${after.photoId}?size=thumb`, admin)).status).toBe(404);
    const again = (await (await get(`/app/admin/signals/${after.photoId}?_data=routes%2Fapp.admin.signals.%24photoId`, admin)).json()) as AdminPhotoSignals;
    expect(again.photo.stored).toBe(false);
  });
});
