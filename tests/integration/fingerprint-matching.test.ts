// Issue 19, crops and races: a copy cropped 5% off a corner, a side or evenly matches its original
// whichever of the two arrives first (fingerprint.ts look-up windows), and two users sending the
// same picture at the same moment do not miss each other: the later insert's guard fails its batch
// and it looks up again, so its receipt and its signals row name the earlier photo.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inspectorOf, send } from "./signal-helpers";
import { cameraFrame, croppedCopy } from "./signal-frames";
import { CROPS } from "../../app/features/signals/fingerprint";
import { SIGNAL_TEXT } from "../../app/features/signals/matches";

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
