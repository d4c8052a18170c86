// Issue 19, crops and races: a copy cropped 5% off a corner, a side or evenly matches its original
// whichever of the two arrives first (fingerprint.ts look-up windows); a second photograph whose hash
// is as close as a copy's is told apart by the fine prints; and two users sending the
// same picture at the same moment do not miss each other: the later insert's guard fails its batch
// and it looks up again, so its receipt and its signals row name the earlier photo. A look-up that
// copies keep overtaking gives up with a 503 and writes nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inspectorOf, send } from "./signal-helpers";
import { cameraFrame, COPIES, croppedCopy, someoneWalkedIn } from "./signal-frames";
import { CROPS, FINE_COLS, FINE_ROWS, hammingDistance, MATCH_DISTANCE } from "../../app/features/signals/fingerprint";
import { SIGNAL_TEXT } from "../../app/features/signals/matches";
import { lookUpGuard } from "../../app/features/signals/fingerprints.server";
import { gatherSignals } from "../../app/features/signals/signals.server";
import { inspectImage } from "../../app/features/capture/photo-image.server";
import { fingerprintOf, LOOK_UPS, recordWithLookUps } from "../../app/features/capture/accept-photo.server";
import { PHOTO_MESSAGES } from "../../app/features/capture/photo-meta";
import { getDb } from "../../app/platform/db/db.server";
import { Refusal } from "../../app/platform/refusal";

let companies = 0;
function inspector() {
  const cin = `U51909MH2020PTC${String(300_000 + ++companies)}`;
  return inspectorOf({ name: `Crop Test ${cin}`, cin });
}

async function sendPhoto(who: { cookie: string; companyId: string }, bytes: Uint8Array<ArrayBuffer>) {
  const { photoId, answer } = await send(who, bytes);
  return { photoId, matches: answer.matches.map((x) => x.text) };
}

/** The photo's receipt and its photo_signals row, which must agree. */
async function recorded(photoId: string) {
  const photo = await env.DB.prepare("SELECT receipt FROM photos WHERE id = ?").bind(photoId).first<{ receipt: string }>();
  const row = await env.DB.prepare("SELECT match_count AS n, match_kind AS kind FROM photo_signals WHERE photo_id = ?")
    .bind(photoId)
    .first<{ n: number; kind: string | null }>();
  const receipt = JSON.parse(photo!.receipt) as { matches: { kind: string; receiptHash: string }[] };
  return { receipt, row: row! };
}

describe("cropped copies", () => {
  it("match whichever of original and copy arrives first, for every 5% crop", async () => {
    const [first, second] = [await inspector(), await inspector()];
    let seed = 31_000;
    for (const [name, rect] of Object.entries(CROPS)) {
      const original = cameraFrame((seed += 97));
      const copy = croppedCopy(original, rect);
      await sendPhoto(first, original);
      expect((await sendPhoto(second, copy)).matches, `copy of ${name} after its original`).toEqual([SIGNAL_TEXT.otherCompany]);
      // The other order: the cropped picture is on record, the whole one arrives later.
      const other = cameraFrame((seed += 97));
      await sendPhoto(first, croppedCopy(other, rect));
      expect((await sendPhoto(second, other)).matches, `original after its copy cropped off ${name}`).toEqual([SIGNAL_TEXT.otherCompany]);
    }
  }, 180_000);
});

describe("a second photograph of the same site", () => {
  it("is not a match when only its hash is close", async () => {
    for (const seed of [9001, 9002]) {
      const first = await sendPhoto(await inspector(), cameraFrame(seed));
      const row = await env.DB.prepare("SELECT fingerprint, fine_print AS fine FROM photo_signals WHERE photo_id = ?")
        .bind(first.photoId)
        .first<{ fingerprint: string; fine: string }>();
      expect(row!.fine).toMatch(new RegExp(`^[0-9a-f]{${FINE_COLS * FINE_ROWS}}$`));
      const second = someoneWalkedIn(cameraFrame(seed));
      // Close enough for the hash alone: some look-up window lies within MATCH_DISTANCE.
      const windows = fingerprintOf(inspectImage(second)).windows!;
      expect(Math.min(...windows.map((h) => hammingDistance(h, row!.fingerprint)))).toBeLessThanOrEqual(MATCH_DISTANCE);
      expect((await sendPhoto(await inspector(), second)).matches, `seed ${seed}`).toEqual([]);
    }
  });

  it("is told apart from a photo recorded before fine prints, which is printed from its original once", async () => {
    const earlier = await sendPhoto(await inspector(), cameraFrame(9005));
    const print = () =>
      env.DB.prepare("SELECT fine_print AS fine FROM photo_signals WHERE photo_id = ?").bind(earlier.photoId).first<{ fine: string | null }>();
    const atUpload = (await print())!.fine;
    await env.DB.prepare("UPDATE photo_signals SET fine_print = NULL WHERE photo_id = ?").bind(earlier.photoId).run();
    expect((await sendPhoto(await inspector(), someoneWalkedIn(cameraFrame(9005)))).matches).toEqual([]);
    // Kept, and exactly the print its upload stored.
    expect((await print())!.fine).toBe(atUpload);
    // Every kind of copy still matches a row printed that way.
    for (const [n, [kind, copy]] of Object.entries(COPIES).entries()) {
      const old = await sendPhoto(await inspector(), cameraFrame(9100 + n));
      await env.DB.prepare("UPDATE photo_signals SET fine_print = NULL WHERE photo_id = ?").bind(old.photoId).run();
      expect((await sendPhoto(await inspector(), copy(cameraFrame(9100 + n)))).matches, kind).toEqual([SIGNAL_TEXT.otherCompany]);
    }
  });

  it("stands as a match when the earlier photo's original cannot be printed, and the upload goes on", async () => {
    const earlier = await sendPhoto(await inspector(), cameraFrame(9208));
    const stored = fingerprintOf(inspectImage(cameraFrame(9208))).hash;
    const windows = fingerprintOf(inspectImage(someoneWalkedIn(cameraFrame(9208)))).windows!;
    expect(Math.min(...windows.map((h) => hammingDistance(h, stored)))).toBeLessThanOrEqual(MATCH_DISTANCE);
    const row = await env.DB.prepare("SELECT r2_key AS key FROM photos WHERE id = ?").bind(earlier.photoId).first<{ key: string }>();
    await env.DB.prepare("UPDATE photo_signals SET fine_print = NULL WHERE photo_id = ?").bind(earlier.photoId).run();
    await env.PHOTOS.put(row!.key, "not a picture");
    expect((await sendPhoto(await inspector(), someoneWalkedIn(cameraFrame(9208)))).matches).toEqual([SIGNAL_TEXT.otherCompany]);
  });
});

describe("the same picture from two users at the same moment", () => {
  it("is flagged on at least one of them, and each receipt agrees with its signals row", async () => {
    const [a, b] = [await inspector(), await inspector()];
    for (let pair = 0; pair < 4; pair++) {
      const picture = cameraFrame(41_000 + pair * 131);
      const both = await Promise.all([sendPhoto(a, picture), sendPhoto(b, picture)]);
      const records = await Promise.all(both.map((sent) => recorded(sent.photoId)));
      expect(
        both.some((sent) => sent.matches.length > 0),
        `pair ${pair}: one of the two is flagged`,
      ).toBe(true);
      records.forEach(({ receipt, row }, i) => {
        expect(row.n, `pair ${pair}, upload ${i}: the row counts the receipt's matches`).toBe(receipt.matches.length);
        expect(row.kind).toBe(receipt.matches[0]?.kind ?? null);
        expect(both[i].matches).toHaveLength(receipt.matches.length);
      });
      // The flagged one names the other photo's receipt.
      const flagged = records.findIndex((r) => r.receipt.matches.length > 0);
      const otherHash = await env.DB.prepare("SELECT receipt_hash AS h FROM photos WHERE id = ?")
        .bind(both[1 - flagged].photoId)
        .first<{ h: string }>();
      expect(records[flagged].receipt.matches[0].receiptHash).toBe(otherHash!.h);
    }
  }, 120_000);
});

describe("a look-up that copies keep overtaking", () => {
  it("gives up after its look-ups with a 503 and writes nothing of the photo", async () => {
    const [first, second] = [await inspector(), await inspector()];
    const bytes = cameraFrame(47_011);
    await sendPhoto(first, bytes);
    const db = getDb(env.DB);
    const fingerprint = fingerprintOf(inspectImage(bytes));
    const inspectionId = crypto.randomUUID();
    const input = {
      userId: second.userId,
      inspectionId,
      companyKey: null,
      fingerprint,
      latitude: null,
      longitude: null,
      cf: null,
      captureCode: null,
      print: (original: Uint8Array) => fingerprintOf(inspectImage(original)).fine ?? null,
    };
    let lookUps = 0;
    // Each look-up's guard is as stale as it can be (seen = 0), so the first inspector's photo always
    // looks newer than the look-up, as if copies kept arriving during every look-up.
    const overtaken = async () => {
      lookUps++;
      return { ...(await gatherSignals(env, db, input)), guard: lookUpGuard(db, fingerprint, inspectionId, 0) };
    };
    const id = crypto.randomUUID();
    const row = {
      id,
      userId: second.userId,
      inspectionId: null,
      fileName: "overtaken.jpg",
      r2Key: `photos/${id}.jpg`,
      thumbKey: `photos/${id}_thumb.jpg`,
      sha256: "0".repeat(64),
      size: bytes.length,
      capturedAt: new Date().toISOString(),
    };
    const serverTime = new Date().toISOString();
    const refused = await recordWithLookUps(env, db, row, inspectionId, "1".repeat(64), serverTime, await overtaken(), overtaken).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ status: 503, message: PHOTO_MESSAGES.lookUpBusy });
    expect(lookUps).toBe(LOOK_UPS);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM photos WHERE id = ?").bind(id).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM photo_signals WHERE photo_id = ?").bind(id).first("n")).toBe(0);
  });
});
