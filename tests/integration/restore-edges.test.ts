// A restore holds the file to the forms' rules, brings sealed inspections back only when their seal
// verifies, and keeps a free account within its 50 inspections. A hostile file changes nothing and says why.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, ORIGIN } from "./helpers";
import { backupInspection } from "./factories";

function restore(cookie: string, intent: string, text: string) {
  const form = new FormData();
  form.set("intent", intent);
  form.set("file", new File([text], "backup.json", { type: "application/json" }));
  return SELF.fetch(`${ORIGIN}/app/profile?_data=routes%2Fapp.profile`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" },
    body: form,
  });
}

/** Every row of the user's tables, to show that a refused restore wrote nothing. */
async function snapshot(userId: string) {
  const rows = await Promise.all(
    ["companies", "inspections", "scheduled_visits"].map((t) => env.DB.prepare(`SELECT * FROM ${t} WHERE user_id = ? ORDER BY id`).bind(userId).all()),
  );
  return JSON.stringify(rows.map((r) => r.results));
}

const now = new Date().toISOString();
const company = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  name: "Konkan Traders",
  address: "Ratnagiri, Maharashtra",
  createdAt: now,
  updatedAt: now,
  ...over,
});
const visit = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  companyName: "Konkan Traders",
  scheduledDate: "2099-01-10",
  scheduledTime: "10:00",
  scheduledAt: "2099-01-10T04:30:00.000Z",
  purpose: "Audit",
  isCompleted: false,
  createdAt: now,
  updatedAt: now,
  ...over,
});
const inspection = (over: Record<string, unknown> = {}) => backupInspection(now, over);
const file = (parts: { companies?: unknown[]; inspections?: unknown[]; visits?: unknown[] }) =>
  JSON.stringify({ version: "1.0", exportDate: now, profile: {}, companies: [], inspections: [], visits: [], ...parts });

describe("a hostile backup", () => {
  it.each([
    [
      "a javascript: website",
      { companies: [company({ website: "javascript:alert(document.domain)" })] },
      "Company 1 (Konkan Traders), website: Invalid website URL (must start with http:// or https://)",
    ],
    ["a 1 MB name", { companies: [company({ name: "x".repeat(1_000_000) })] }, "name: At most 200 characters"],
    ["an invalid PAN", { companies: [company({ pan: "NOTAPAN" })] }, "pan: Invalid PAN format"],
    ["a website with no host", { companies: [company({ website: "https://" })] }, "website: Invalid website URL (must start with http:// or https://)"],
    [
      "an inspection on 31/02/2099 at 99:99",
      { inspections: [inspection({ date: "31/02/2099", time: "99:99" })] },
      "Inspection 1 (Konkan Traders), date: The date must be a day of the calendar written DD/MM/YYYY",
    ],
    ["a visit on 2099-02-31", { visits: [visit({ scheduledDate: "2099-02-31" })] }, "Visit 1 (Konkan Traders), scheduledDate: Date is required"],
    ["a visit at 99:99", { visits: [visit({ scheduledTime: "99:99" })] }, "scheduledTime: Time is required"],
    ["a photo count of -5", { inspections: [inspection({ photoCount: -5 })] }, "photoCount: The photo count cannot be negative"],
    ["an assessment no form offers", { inspections: [inspection({ overallPosition: "<b>great</b>" })] }, "overallPosition"],
    ["a control character", { companies: [company({ notes: "a\u0000b" })] }, "contains control characters"],
  ])("refuses %s, changes nothing and says why", async (_name, parts, reason) => {
    const u = await newInspector();
    const before = await snapshot(u.userId);
    for (const intent of ["restore-preview", "restore"]) {
      const res = await restore(u.cookie, intent, file({ companies: [company({ name: "Fine Company" })], ...parts }));
      expect(res.status).toBe(400);
      const body = await res.json<{ ok: boolean; message: string }>();
      expect(body.ok).toBe(false);
      expect(body.message).toMatch(/^The backup cannot be restored: /);
      expect(body.message).toContain(reason);
    }
    expect(await snapshot(u.userId)).toBe(before);
  });

  it("keeps a free account within 50 inspections and says which it left out", async () => {
    const u = await newInspector();
    const sixty = Array.from({ length: 60 }, (_, n) => inspection({ companyName: `Company ${n}` }));
    const preview = await (
      await restore(u.cookie, "restore-preview", file({ inspections: sixty }))
    ).json<{ plan: { inspections: { add: number }; leftOutCount: number; leftOut: { reason: string }[] } }>();
    expect(preview.plan.inspections.add).toBe(50);
    expect(preview.plan.leftOutCount).toBe(10);
    expect(preview.plan.leftOut[0].reason).toBe("Free accounts hold up to 50 inspections. Upgrade to Premium for unlimited inspections.");
    const done = await (await restore(u.cookie, "restore", file({ inspections: sixty }))).json<{ message: string }>();
    expect(done.message).toBe("Restore complete: 50 added, 0 updated, 10 left out");
    expect(await count("SELECT count(*) AS n FROM inspections WHERE user_id = ?", u.userId)).toBe(50);
  });
});

type Done = { message: string; plan: { inspections: { add: number }; leftOut: { record: string; reason: string }[]; leftOutCount: number } };
type Evidence = { verification: { status: string; summary: string; checks: { label: string; ok: boolean; detail: string }[] } };
const evidenceOf = async (cookie: string, id: string) =>
  (await get(`/app/evidence/${id}?_data=routes%2Fapp.evidence.%24inspectionId`, cookie)).json<Evidence>();

/** An inspector with `n` saved, sealed inspections (two photos each) and the backup made of them. */
async function sealedBackup(n: number) {
  const u = await newInspector();
  const ids: string[] = [];
  for (let k = 0; k < n; k++) {
    const draft = crypto.randomUUID();
    const body = payload(u.companyId, [await uploadedPhoto(u.cookie, draft), await uploadedPhoto(u.cookie, draft)]);
    expect((await save(u.cookie, body)).status).toBe(201);
    ids.push(body.id);
  }
  const backup = JSON.parse(await (await get("/app/profile/backup", u.cookie)).text());
  return { u, ids, backup };
}

/** The record is lost but its photos outlive it, attached to nothing (as if the row alone were gone). */
async function loseRecordKeepPhotos(id: string) {
  await env.DB.batch([
    env.DB.prepare("UPDATE photos SET inspection_id = NULL WHERE inspection_id = ?").bind(id),
    env.DB.prepare("DELETE FROM inspections WHERE id = ?").bind(id),
  ]);
}

describe("restored evidence", () => {
  it("brings back a sealed inspection only with its seal and receipts verifying, attaching its photos again", async () => {
    const { u, ids, backup } = await sealedBackup(1);
    const photos = await env.DB.prepare("SELECT id, position FROM photos WHERE inspection_id = ? ORDER BY position").bind(ids[0]).all();
    await loseRecordKeepPhotos(ids[0]);
    const preview = await (await restore(u.cookie, "restore-preview", JSON.stringify(backup))).json<{ plan: Done["plan"] }>();
    expect([preview.plan.inspections.add, preview.plan.leftOutCount]).toEqual([1, 0]);
    const done = await (await restore(u.cookie, "restore", JSON.stringify(backup))).json<Done>();
    expect(done.message).toBe("Restore complete: 1 added, 0 updated");
    expect((await env.DB.prepare("SELECT id, position FROM photos WHERE inspection_id = ? ORDER BY position").bind(ids[0]).all()).results).toEqual(
      photos.results,
    );
    const { verification } = await evidenceOf(u.cookie, ids[0]);
    expect(verification.status).toBe("verified");
    expect(verification.checks.map((c) => [c.label, c.ok])).toEqual([
      ["Seal signature", true],
      ["Inspection record", true],
      ["Receipt chain", true],
      ["Photos", true],
    ]);
  });

  it("leaves out a tampered record, one whose photos are gone and one whose stored bytes changed, saying why, and writes nothing", async () => {
    const { u, ids, backup } = await sealedBackup(3);
    // 0: edited in the file. 1: deleted in the app (its photos and their receipts go with it). 2: a photo's bytes replaced.
    backup.inspections = ids.map((id) => backup.inspections.find((x: { id: string }) => x.id === id));
    backup.inspections[0].overallPosition = "not_satisfactory";
    await loseRecordKeepPhotos(ids[0]);
    const del = await SELF.fetch(`${ORIGIN}/app/history?_data=routes%2Fapp.history`, {
      method: "POST",
      headers: { Cookie: u.cookie, Origin: ORIGIN, Host: "localhost" },
      body: new URLSearchParams({ intent: "delete", id: ids[1] }),
    });
    expect(del.status).toBe(200);
    const photo = await env.DB.prepare("SELECT r2_key FROM photos WHERE inspection_id = ? ORDER BY position LIMIT 1").bind(ids[2]).first<{ r2_key: string }>();
    await loseRecordKeepPhotos(ids[2]);
    await env.PHOTOS.put(photo!.r2_key, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    const before = await snapshot(u.userId);
    const photosBefore = JSON.stringify((await env.DB.prepare("SELECT * FROM photos WHERE user_id = ? ORDER BY id").bind(u.userId).all()).results);
    for (const intent of ["restore-preview", "restore"]) {
      const res = await restore(u.cookie, intent, JSON.stringify(backup));
      expect(res.status).toBe(200);
      const done = await res.json<Done>();
      if (intent === "restore") expect(done.message).toBe("Restore complete: 0 added, 0 updated, 3 left out");
      expect(done.plan.inspections.add).toBe(0);
      expect(done.plan.leftOut.map((l) => l.record)).toEqual(
        ids.map(() => expect.stringMatching(/^Inspection of Acme Cold Storage on \d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}:\d{2}$/)),
      );
      expect(done.plan.leftOut.map((l) => l.reason)).toEqual([
        "its seal does not verify: Changed after sealing: overallPosition.",
        "its photos are no longer on this server and a backup does not carry them, so its evidence would not verify",
        expect.stringMatching(/^its evidence does not verify: Photo 1's stored bytes differ from its receipt/),
      ]);
    }
    expect(await snapshot(u.userId)).toBe(before);
    expect(JSON.stringify((await env.DB.prepare("SELECT * FROM photos WHERE user_id = ? ORDER BY id").bind(u.userId).all()).results)).toBe(photosBefore);
  });

  it("does not let another account take an inspection's seal", async () => {
    const { u: owner, ids, backup } = await sealedBackup(1);
    await loseRecordKeepPhotos(ids[0]);
    const thief = await newInspector();
    const done = await (await restore(thief.cookie, "restore", JSON.stringify({ ...backup, companies: [], visits: [] }))).json<Done>();
    expect(done.plan.leftOut[0].reason).toMatch(/^its seal does not verify: /);
    expect(await count("SELECT count(*) AS n FROM inspections WHERE user_id = ?", thief.userId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM photos WHERE user_id = ? AND inspection_id IS NULL", owner.userId)).toBe(2);
  });

  it("brings an unsealed record back as Not sealed, without a site verdict nothing signed", async () => {
    const u = await newInspector();
    const forged = inspection({ siteCheck: { verdict: "passed", distanceM: 3 }, sealSignature: "x", sealKeyId: "k" });
    const done = await (await restore(u.cookie, "restore", file({ inspections: [forged] }))).json<Done>();
    expect(done.message).toBe("Restore complete: 1 added, 0 updated");
    const row = await env.DB.prepare("SELECT site_check, seal, seal_signature, seal_key_id FROM inspections WHERE id = ?").bind(forged.id).first();
    expect(row).toEqual({ site_check: null, seal: null, seal_signature: null, seal_key_id: null });
    expect((await evidenceOf(u.cookie, String(forged.id))).verification.status).toBe("unsealed");
  });
});
