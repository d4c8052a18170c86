import { env, SELF } from "cloudflare:test";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb, schema } from "../../app/platform/db/db.server";
import { keyId, publicKeyMap, verifyText } from "../../app/features/evidence/keys.server";
import { signedMaterial } from "../../app/features/evidence/public-evidence.server";
import { saveInspection } from "../../app/features/capture/inspections.server";
import { InspectionPayloadSchema } from "../../app/platform/inspection-payload";
import { loader as keysLoader } from "../../app/routes/[.well-known].siteproof-keys[.json]";
import * as v from "valibot";
import type { ReceiptBody } from "../../app/features/evidence/receipt";
import type { SealBody } from "../../app/features/evidence/seal";
import { checkSignedMaterial, type SignedMaterial } from "../../app/features/evidence/signed-material-check";
import { verifyInspection } from "../../app/features/evidence/verify.server";
import { meta, newInspector, payload, save, upload, uploadedPhoto } from "./capture-helpers";
import { sha256Hex, toBase64Url, toHex } from "../../app/platform/encoding";
import { canonicalJson } from "../../app/platform/canonical-json";
import { get, ORIGIN, post } from "./helpers";
import { makeJpeg } from "./jpeg";
import { withoutContentCredentials } from "../../app/features/credentials/segments";

interface PublishedKeys {
  keys: { kid: string; jwk: { x: string }; status: string; firstUsedAt: string | null }[];
}
const published = async () => (await SELF.fetch(`${ORIGIN}/.well-known/siteproof-keys.json`)).json<PublishedKeys>();
async function newKeyPair() {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const pkcs8 = new Uint8Array((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer);
  const jwk = (await crypto.subtle.exportKey("jwk", pair.publicKey)) as JsonWebKey;
  return { secret: toBase64Url(pkcs8), publicKey: jwk.x!, privateKey: pair.privateKey };
}
const photoRow = (id: string) => env.DB.prepare("SELECT * FROM photos WHERE id = ?").bind(id).first<Record<string, string | number | null>>();
const db = () => getDb(env.DB);

/** An inspector with a saved, sealed inspection of three photos. */
async function sealedInspection() {
  const u = await newInspector();
  const body = payload(u.companyId, []);
  const photoIds = [];
  for (let n = 0; n < 3; n++) photoIds.push(await uploadedPhoto(u.cookie, body.id));
  const res = await save(u.cookie, { ...body, photoIds });
  expect(res.status).toBe(201);
  return { ...u, inspectionId: body.id, photoIds };
}

describe("photo receipts", () => {
  it("signs each accepted photo with the published key, chained per inspection", async () => {
    const u = await newInspector();
    const inspectionId = crypto.randomUUID();
    const m1 = meta(inspectionId, { capturedAt: new Date(Date.now() - 90_000).toISOString(), latitude: 12.9716, longitude: 77.5946, accuracy: 8 });
    expect((await upload(u.cookie, makeJpeg(), m1)).status).toBe(200);
    const m2 = meta(inspectionId);
    expect((await upload(u.cookie, makeJpeg({ width: 320 }), m2)).status).toBe(200);

    const [r1, r2] = [await photoRow(m1.id), await photoRow(m2.id)];
    const b1 = JSON.parse(String(r1!.receipt)) as ReceiptBody;
    const b2 = JSON.parse(String(r2!.receipt)) as ReceiptBody;
    expect(b1).toMatchObject({
      type: "siteproof.photo-receipt",
      photoId: m1.id,
      sha256: r1!.sha256,
      captureTime: m1.capturedAt,
      latitude: 12.9716,
      longitude: 77.5946,
      accuracy: 8,
      userId: u.userId,
      inspectionId,
      seq: 1,
      prev: null,
    });
    expect(b1.clockDifferenceMs).toBeGreaterThanOrEqual(90_000);
    expect(Date.parse(b1.serverTime)).toBeGreaterThan(Date.parse(m1.capturedAt));
    expect(b2).toMatchObject({ seq: 2, prev: r1!.receipt_hash });

    const { keys } = await published();
    const key = keys.find((k) => k.kid === r1!.receipt_key_id)!;
    expect(key.status).toBe("current");
    expect(await verifyText(key.jwk.x, String(r1!.receipt), String(r1!.receipt_signature))).toBe(true);
    expect(await verifyText(key.jwk.x, String(r1!.receipt).replace('"seq":1', '"seq":7'), String(r1!.receipt_signature))).toBe(false);
  });

  it("gives two photos uploaded at once for one inspection distinct places in the chain", async () => {
    const u = await newInspector();
    const inspectionId = crypto.randomUUID();
    const metas = Array.from({ length: 4 }, () => meta(inspectionId));
    const statuses = await Promise.all(metas.map((m, i) => upload(u.cookie, makeJpeg({ width: 320 + i * 16 }), m).then((r) => r.status)));
    expect(statuses).toEqual([200, 200, 200, 200]);
    const rows = (
      await env.DB.prepare("SELECT receipt_seq AS seq, receipt FROM photos WHERE receipt_inspection_id = ? ORDER BY receipt_seq")
        .bind(inspectionId)
        .all<{ seq: number; receipt: string }>()
    ).results;
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
  });
});

describe("sealed inspections", () => {
  it("seals the saved record and verifies it, photos and all", async () => {
    const s = await sealedInspection();
    const row = await env.DB.prepare("SELECT seal, seal_key_id FROM inspections WHERE id = ?")
      .bind(s.inspectionId)
      .first<{ seal: string; seal_key_id: string }>();
    const seal = JSON.parse(row!.seal) as SealBody;
    expect(seal.chain.map((e) => [e.photoId, e.kept, e.position])).toEqual(s.photoIds.map((id, i) => [id, true, i]));
    expect(seal.record).toMatchObject({ id: s.inspectionId, companyName: "Acme Cold Storage", photoCount: 3 });
    expect(row!.seal).not.toContain("Gate locked");
    expect(seal.hidden.notes).toMatch(/^[0-9a-f]{64}$/);
    expect(seal.chain.map((e) => e.sha256)).toEqual(await Promise.all(s.photoIds.map(async (id) => (await photoRow(id))!.sha256)));
    const result = (await verifyInspection(env, db(), s.inspectionId))!;
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.status).toBe("verified");
    expect(result.summary).toMatch(/^Sealed and intact: the record and all 3 photos match/);
  });

  it("stores and seals notes with a lone surrogate as one U+FFFD, so the seal holds", async () => {
    const u = await newInspector();
    const body = payload(u.companyId, [], { notes: "Gate \ud800 locked" });
    const photo = await uploadedPhoto(u.cookie, body.id);
    expect((await save(u.cookie, { ...body, photoIds: [photo] })).status).toBe(201);
    const stored = await env.DB.prepare("SELECT notes FROM inspections WHERE id = ?").bind(body.id).first<{ notes: string }>();
    expect(stored!.notes).toBe("Gate \ufffd locked");
    expect((await verifyInspection(env, db(), body.id))!.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it("fails with a clear reason when one byte of a stored photo changes", async () => {
    const s = await sealedInspection();
    const key = String((await photoRow(s.photoIds[1]))!.r2_key);
    const bytes = new Uint8Array(await (await env.PHOTOS.get(key))!.arrayBuffer());
    bytes[bytes.length - 10] ^= 0x01;
    await env.PHOTOS.put(key, bytes);
    const result = (await verifyInspection(env, db(), s.inspectionId))!;
    expect(result.status).toBe("broken");
    expect(result.photos[1].problems).toEqual([
      expect.stringMatching(/^Photo 2's stored bytes differ from its receipt \(SHA-256 [0-9a-f]{12}… instead of [0-9a-f]{12}…\)\.$/),
    ]);
    expect(result.photos[0].ok && result.photos[2].ok).toBe(true);
    expect(result.summary).toContain("Photo 2's stored bytes differ");
  });

  it("fails with a clear reason when one field of the record changes", async () => {
    const s = await sealedInspection();
    await env.DB.prepare("UPDATE inspections SET overall_position = 'Poor' WHERE id = ?").bind(s.inspectionId).run();
    const result = (await verifyInspection(env, db(), s.inspectionId))!;
    expect(result.status).toBe("broken");
    expect(result.checks.find((c) => c.label === "Inspection record")).toEqual({
      label: "Inspection record",
      ok: false,
      detail: "Changed after sealing: overallPosition.",
    });
    expect(result.checks.find((c) => c.label === "Photos")!.ok).toBe(true);
  });

  it("marks the card of a changed record as a broken seal in the history list", async () => {
    const s = await sealedInspection();
    const states = async () =>
      (await (await get("/app/history?_data=routes%2Fapp.history", s.cookie)).json<{ inspections: { id: string; sealState: string; seal?: unknown }[] }>())
        .inspections;
    expect(await states()).toEqual([expect.objectContaining({ id: s.inspectionId, sealState: "sealed" })]);
    expect((await states())[0].seal).toBeUndefined();
    await env.DB.prepare("UPDATE inspections SET notes = 'All fine' WHERE id = ?").bind(s.inspectionId).run();
    expect(await states()).toEqual([expect.objectContaining({ id: s.inspectionId, sealState: "broken" })]);
  });

  it("fails with a clear reason when the order of receipts changes", async () => {
    const s = await sealedInspection();
    const swap = (id: string, seq: number) => env.DB.prepare("UPDATE photos SET receipt_seq = ? WHERE id = ?").bind(seq, id);
    await env.DB.batch([swap(s.photoIds[0], 100), swap(s.photoIds[1], 1), swap(s.photoIds[0], 2)]);
    const result = (await verifyInspection(env, db(), s.inspectionId))!;
    expect(result.status).toBe("broken");
    expect(result.checks.find((c) => c.label === "Receipt chain")).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^Receipt 1 is out of order: .* Receipt 2 is out of order: /),
    });
    expect(result.photos[0].problems[0]).toMatch(/^Receipt 1 is out of order: the seal puts photo [0-9a-f]{8} here, the store holds photo [0-9a-f]{8}\.$/);
  });

  it("fails when the seal itself or a receipt is rewritten", async () => {
    const s = await sealedInspection();
    await env.DB.prepare("UPDATE inspections SET seal = replace(seal, '\"photoCount\":3', '\"photoCount\":2') WHERE id = ?").bind(s.inspectionId).run();
    const first = (await verifyInspection(env, db(), s.inspectionId))!;
    expect(first.checks.find((c) => c.label === "Seal signature")).toMatchObject({
      ok: false,
      detail: "The seal's signature does not match its text: the seal was altered.",
    });

    const t = await sealedInspection();
    await env.DB.prepare("UPDATE photos SET receipt = replace(receipt, '\"accuracy\":12', '\"accuracy\":3') WHERE id = ?").bind(t.photoIds[2]).run();
    const second = (await verifyInspection(env, db(), t.inspectionId))!;
    expect(second.photos[2].problems).toEqual(["Photo 3's receipt was changed after sealing.", "Photo 3's receipt signature does not verify."]);
  });

  it("keeps a photo removed before saving in the chain without breaking it", async () => {
    const u = await newInspector();
    const body = payload(u.companyId, []);
    const [a, b, c] = [await uploadedPhoto(u.cookie, body.id), await uploadedPhoto(u.cookie, body.id), await uploadedPhoto(u.cookie, body.id)];
    expect((await SELF.fetch(`${ORIGIN}/app/photos/${b}`, { method: "DELETE", headers: { Cookie: u.cookie, Origin: ORIGIN, Host: "localhost" } })).status).toBe(
      204,
    );
    expect((await save(u.cookie, { ...body, photoIds: [a, c] })).status).toBe(201);
    const result = (await verifyInspection(env, db(), body.id))!;
    expect(result.status).toBe("verified");
    expect(result.photos.map((p) => p.label)).toEqual(["Photo 1", "Receipt 2 (photo removed before saving)", "Photo 2"]);
  });

  it("keeps old seals checkable after the signing key rotates, and trusts no key that only D1 names", async () => {
    const s = await sealedInspection();
    const [current] = (await published()).keys;
    expect(current).toMatchObject({ status: "current", firstUsedAt: expect.any(String) });
    const next = await newKeyPair();
    const rotated = { ...env, RECEIPT_SIGNING_KEY: next.secret, RECEIPT_RETIRED_KEYS: current.jwk.x };
    expect((await verifyInspection(rotated, db(), s.inspectionId))!.status).toBe("verified");
    // Without the old key in the configuration its seals no longer check.
    const forgotten = { ...env, RECEIPT_SIGNING_KEY: next.secret, RECEIPT_RETIRED_KEYS: "" };
    expect((await verifyInspection(forgotten, db(), s.inspectionId))!.checks[0]).toEqual({
      label: "Seal signature",
      ok: false,
      detail: "The seal names a key this server does not trust.",
    });

    // Someone with write access to D1 adds their own key and re-signs an edited seal with it.
    const evil = await newKeyPair();
    const evilKid = (await sha256Hex(evil.publicKey)).slice(0, 16);
    await env.DB.prepare("INSERT INTO signing_keys (kid, public_key) VALUES (?, ?)").bind(evilKid, evil.publicKey).run();
    const row = await env.DB.prepare("SELECT seal FROM inspections WHERE id = ?").bind(s.inspectionId).first<{ seal: string }>();
    const forged = JSON.parse(row!.seal) as SealBody;
    forged.kid = evilKid;
    forged.record.overallPosition = "not_satisfactory";
    const text = canonicalJson(forged);
    const signature = toBase64Url(new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, evil.privateKey, new TextEncoder().encode(text))));
    await env.DB.prepare("UPDATE inspections SET seal = ?, seal_signature = ?, seal_key_id = ?, overall_position = 'not_satisfactory' WHERE id = ?")
      .bind(text, signature, evilKid, s.inspectionId)
      .run();
    const result = (await verifyInspection(env, db(), s.inspectionId))!;
    expect(result.status).toBe("broken");
    expect(result.checks[0].detail).toBe("The seal names a key this server does not trust.");
    expect((await published()).keys.map((k) => k.kid)).not.toContain(evilKid);
  });

  it("skips a malformed RECEIPT_RETIRED_KEYS entry, says so once, and still trusts the good keys, padded or not", async () => {
    const s = await sealedInspection();
    const [current] = (await published()).keys;
    const next = await newKeyPair();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const rotated = { ...env, RECEIPT_SIGNING_KEY: next.secret, RECEIPT_RETIRED_KEYS: `not.a.key, ${current.jwk.x}=\nAAAA` };
      expect((await verifyInspection(rotated, db(), s.inspectionId))!.status).toBe("verified");
      expect((await verifyInspection(rotated, db(), s.inspectionId))!.status).toBe("verified");
      expect([...(await publicKeyMap(rotated)).values()].sort()).toEqual([current.jwk.x, next.publicKey].sort());
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/^RECEIPT_RETIRED_KEYS: skipped 2 entries that are not Ed25519 public keys/);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("rotating the signing key", () => {
  /** The /.well-known/siteproof-keys.json route as it answers under another configuration. */
  async function keysUnder(config: Env) {
    const context = { cloudflare: { env: config }, db: db() } as unknown as AppLoadContext;
    const res = await keysLoader({ request: new Request(`${ORIGIN}/.well-known/siteproof-keys.json`), params: {}, context } as LoaderFunctionArgs);
    expect(res.status).toBe(200);
    return res.json<PublishedKeys>();
  }
  /** Photos uploaded (and their receipts signed) under the configured key, the inspection saved and sealed under `config`. */
  async function savedUnder(config: Env) {
    const u = await newInspector();
    const body = payload(u.companyId, []);
    const photoIds = [await uploadedPhoto(u.cookie, body.id), await uploadedPhoto(u.cookie, body.id)];
    const user = (await db().select().from(schema.users).where(eq(schema.users.id, u.userId)).get())!;
    await saveInspection(config, db(), user, v.parse(InspectionPayloadSchema, { ...body, photoIds }));
    return { ...u, inspectionId: body.id, photoIds };
  }

  it("publishes the old key as retired and the new one as current, and checks receipts under the old key with a seal under the new", async () => {
    const [old] = (await published()).keys;
    const next = await newKeyPair();
    const nextKid = await keyId(next.publicKey);
    const rotated = { ...env, RECEIPT_SIGNING_KEY: next.secret, RECEIPT_RETIRED_KEYS: old.jwk.x };
    const s = await savedUnder(rotated);

    const keys = await keysUnder(rotated);
    expect(keys.keys).toEqual([
      expect.objectContaining({ kid: nextKid, jwk: { kty: "OKP", crv: "Ed25519", x: next.publicKey }, status: "current", firstUsedAt: expect.any(String) }),
      expect.objectContaining({ kid: old.kid, jwk: { kty: "OKP", crv: "Ed25519", x: old.jwk.x }, status: "retired", firstUsedAt: old.firstUsedAt }),
    ]);
    const rows = await Promise.all(s.photoIds.map(photoRow));
    expect(rows.map((r) => r!.receipt_key_id)).toEqual([old.kid, old.kid]);
    const sealed = await env.DB.prepare("SELECT seal_key_id FROM inspections WHERE id = ?").bind(s.inspectionId).first<{ seal_key_id: string }>();
    expect(sealed!.seal_key_id).toBe(nextKid);

    const result = (await verifyInspection(rotated, db(), s.inspectionId))!;
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.status).toBe("verified");
    // Before the rotation the new key was unknown: the same inspection does not check.
    expect((await verifyInspection(env, db(), s.inspectionId))!.status).toBe("broken");
  });

  it("lets the browser's check accept receipts signed by a retired published key and refuse an unknown key", async () => {
    const [old] = (await published()).keys;
    const next = await newKeyPair();
    const rotated = { ...env, RECEIPT_SIGNING_KEY: next.secret, RECEIPT_RETIRED_KEYS: old.jwk.x };
    const s = await savedUnder(rotated);
    const material = (await signedMaterial(db(), s))!;
    const keys = await keysUnder(rotated);

    expect(await checkSignedMaterial(material, keys)).toEqual({
      ok: true,
      lines: [
        { ok: true, text: `The seal's signature verifies with published key ${keys.keys[0].kid}.` },
        { ok: true, text: "All 2 receipt signatures verify." },
        { ok: true, text: "All 2 receipts are the ones the seal lists, each linked to the one before." },
      ],
      photos: await Promise.all(s.photoIds.map(async (id, position) => ({ position, sha256: String((await photoRow(id))!.sha256) }))),
    });
    // Without the retired key published, the receipts it signed are refused.
    const currentOnly = await checkSignedMaterial(material, { keys: keys.keys.filter((k) => k.status === "current") });
    expect(currentOnly.ok).toBe(false);
    expect(currentOnly.lines.filter((l) => !l.ok).map((l) => l.text)).toEqual([
      "Receipt 1's signature does not verify.",
      "Receipt 2's signature does not verify.",
    ]);

    // A key nobody published, even with the right kid in the text, is refused.
    const stranger = await newKeyPair();
    const strangerKid = await keyId(stranger.publicKey);
    const seal = JSON.parse(material.seal.text!) as SealBody;
    seal.kid = strangerKid;
    const text = canonicalJson(seal);
    const signature = toBase64Url(new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, stranger.privateKey, new TextEncoder().encode(text))));
    const forged = await checkSignedMaterial({ ...material, seal: { text, signature, keyId: strangerKid } }, keys);
    // Nothing from an unverified seal is handed on to compare files with.
    expect(forged).toEqual({ ok: false, lines: [{ ok: false, text: "The seal's signature does not verify with any published key." }], photos: [] });
    // The same material checks once that key is published: the refusal is about the key, not the text.
    expect(
      (
        await checkSignedMaterial(
          { ...material, seal: { text, signature, keyId: strangerKid } },
          { keys: [...keys.keys, { kid: strangerKid, jwk: { x: stranger.publicKey } }] },
        )
      ).ok,
    ).toBe(true);
  });
});

describe("verify links", () => {
  const evidenceAction = (cookie: string, inspectionId: string, fields: Record<string, string>) => post(`/app/evidence/${inspectionId}`, fields, { cookie });
  const open = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });

  it("opens a public page signed out that shows every check passing, until revoked", async () => {
    const s = await sealedInspection();
    const res = await evidenceAction(s.cookie, s.inspectionId, { intent: "create", days: "7" });
    const { link } = await res.json<{ link: { id: string; url: string; active: boolean; expiresAt: string } }>();
    expect(link.active).toBe(true);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const path = new URL(link.url).pathname;

    const page = await open(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Verified");
    expect(html).toContain("Sealed and intact: the record and all 3 photos match");
    expect(html).not.toContain("Gate locked");
    const photo = await open(`${path}/photos/${s.photoIds[0]}`);
    expect(photo.status).toBe(200);
    // The download carries Content Credentials; without them it is the photo as accepted.
    const bytes = withoutContentCredentials(new Uint8Array(await photo.arrayBuffer())).bytes as Uint8Array<ArrayBuffer>;
    expect(toHex(await crypto.subtle.digest("SHA-256", bytes))).toBe((await photoRow(s.photoIds[0]))!.sha256);
    const material = await (await open(`${path}/evidence.json`)).json<{ seal: { text: string }; receipts: unknown[] }>();
    expect(material.receipts).toHaveLength(3);
    expect(JSON.stringify(material)).not.toContain("Gate locked");
    expect(JSON.stringify(material)).not.toContain(s.email);
    expect(JSON.parse(material.seal.text)).toMatchObject({ inspectionId: s.inspectionId });

    // Another user can neither revoke it nor make links to this inspection.
    const other = await newInspector();
    expect((await evidenceAction(other.cookie, s.inspectionId, { intent: "revoke", link: link.id })).status).toBe(404);
    expect((await evidenceAction(other.cookie, s.inspectionId, { intent: "create", days: "7" })).status).toBe(404);
    expect((await get(`/app/evidence/${s.inspectionId}`, other.cookie)).status).toBe(404);
    expect((await evidenceAction(s.cookie, s.inspectionId, { intent: "create", days: "5" })).status).toBe(422);

    expect((await evidenceAction(s.cookie, s.inspectionId, { intent: "revoke", link: link.id })).status).toBe(200);
    expect((await open(path)).status).toBe(404);
    expect((await open(`${path}/photos/${s.photoIds[0]}`)).status).toBe(404);
    expect((await open(`${path}/evidence.json`)).status).toBe(404);
    const owner = await (
      await get(`/app/evidence/${s.inspectionId}`, s.cookie)
    ).json<{ links: { id: string; active: boolean; revokedAt: string | null }[]; verification: { status: string } }>();
    expect(owner.links).toEqual([expect.objectContaining({ id: link.id, active: false, revokedAt: expect.any(String) })]);
    expect(owner.verification.status).toBe("verified");
  });

  it("answers 404 for an expired link, an unknown token and a photo of another inspection", async () => {
    const s = await sealedInspection();
    const t = await sealedInspection();
    const { link } = await (await evidenceAction(s.cookie, s.inspectionId, { intent: "create", days: "1" })).json<{ link: { id: string } }>();
    expect((await open(`/verify/${link.id}/photos/${t.photoIds[0]}`)).status).toBe(404);
    expect((await open(`/verify/${link.id}/photos/${s.photoIds[0]}`)).status).toBe(200);
    expect((await open(`/verify/${link.id}/evidence.json`)).status).toBe(200);
    await env.DB.prepare("UPDATE verify_links SET expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), link.id)
      .run();
    expect((await open(`/verify/${link.id}`)).status).toBe(404);
    expect((await open(`/verify/${link.id}/photos/${s.photoIds[0]}`)).status).toBe(404);
    expect((await open(`/verify/${link.id}/photos/${s.photoIds[0]}?size=thumb`)).status).toBe(404);
    expect((await open(`/verify/${link.id}/evidence.json`)).status).toBe(404);
    expect((await open(`/verify/not-a-real-token-at-all`)).status).toBe(404);
  });

  it("answers 404 on every address of a link whose inspection was deleted", async () => {
    const s = await sealedInspection();
    const { link } = await (await evidenceAction(s.cookie, s.inspectionId, { intent: "create", days: "30" })).json<{ link: { id: string } }>();
    const paths = [`/verify/${link.id}`, `/verify/${link.id}/photos/${s.photoIds[0]}`, `/verify/${link.id}/evidence.json`];
    expect(await Promise.all(paths.map(async (path) => (await open(path)).status))).toEqual([200, 200, 200]);
    const deleted = await post("/app/history?_data=routes%2Fapp.history", { intent: "delete", id: s.inspectionId }, { cookie: s.cookie });
    expect(await deleted.json()).toEqual({ ok: true, message: "Inspection deleted" });
    for (const path of paths) expect({ path, status: (await open(path)).status }).toEqual({ path, status: 404 });
  });

  it("shows nothing through a link row that names another user's inspection", async () => {
    const victim = await sealedInspection();
    const intruder = await newInspector();
    // Someone who can write one row to verify_links points their own link at another user's inspection.
    const token = "forged-link-token-000000000000";
    await env.DB.prepare("INSERT INTO verify_links (id, user_id, inspection_id, expires_at) VALUES (?, ?, ?, ?)")
      .bind(token, intruder.userId, victim.inspectionId, new Date(Date.now() + 86_400_000).toISOString())
      .run();
    for (const path of [`/verify/${token}`, `/verify/${token}/photos/${victim.photoIds[0]}`, `/verify/${token}/evidence.json`]) {
      const res = await open(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.text()).not.toContain("Acme Cold Storage");
    }
  });

  it("shows a broken seal on the public page with its reason", async () => {
    const s = await sealedInspection();
    const { link } = await (await evidenceAction(s.cookie, s.inspectionId, { intent: "report" })).json<{ link: { id: string } }>();
    const again = await (await evidenceAction(s.cookie, s.inspectionId, { intent: "report" })).json<{ link: { id: string } }>();
    expect(again.link.id).toBe(link.id);
    // A link about to expire is not printed: the report makes a fresh one.
    const t = await sealedInspection();
    const short = await (await evidenceAction(t.cookie, t.inspectionId, { intent: "create", days: "1" })).json<{ link: { id: string } }>();
    const printed = await (await evidenceAction(t.cookie, t.inspectionId, { intent: "report" })).json<{ link: { id: string; expiresAt: string } }>();
    expect(printed.link.id).not.toBe(short.link.id);
    expect(Date.parse(printed.link.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await env.DB.prepare("UPDATE inspections SET company_name = 'Someone Else Ltd' WHERE id = ?").bind(s.inspectionId).run();
    const html = await (await open(`/verify/${link.id}`)).text();
    expect(html).toContain("Seal broken");
    expect(html).toContain("Changed after sealing: companyName.");
  });
});

describe("the check a visitor's browser repeats", () => {
  const material = async (token: string) => (await SELF.fetch(`${ORIGIN}/verify/${token}/evidence.json`)).json<SignedMaterial>();

  it("verifies the signed texts with nothing but the published keys, and names what was altered", async () => {
    const s = await sealedInspection();
    const { link } = await (
      await post(`/app/evidence/${s.inspectionId}`, { intent: "create", days: "1" }, { cookie: s.cookie })
    ).json<{ link: { id: string } }>();
    const keys = await published();
    const clean = await checkSignedMaterial(await material(link.id), keys);
    expect(clean).toEqual({
      ok: true,
      lines: [
        { ok: true, text: expect.stringMatching(/^The seal's signature verifies with published key [0-9a-f]{16}\.$/) },
        { ok: true, text: "All 3 receipt signatures verify." },
        { ok: true, text: "All 3 receipts are the ones the seal lists, each linked to the one before." },
      ],
      photos: await Promise.all(s.photoIds.map(async (id, position) => ({ position, sha256: String((await photoRow(id))!.sha256) }))),
    });

    const m = await material(link.id);
    m.receipts[1].text = m.receipts[1].text!.replace('"accuracy":12', '"accuracy":2');
    [m.receipts[0].seq, m.receipts[2].seq] = [m.receipts[2].seq, m.receipts[0].seq];
    const altered = await checkSignedMaterial(m, keys);
    expect(altered.ok).toBe(false);
    expect(altered.lines.filter((l) => !l.ok).map((l) => l.text)).toEqual([
      "Receipt 1 is not the one the seal lists.",
      "Receipt 2's signature does not verify.",
      "Receipt 2 is not the one the seal lists.",
      "Receipt 3 is not the one the seal lists.",
    ]);
    const forged = await checkSignedMaterial({ ...m, seal: { ...m.seal, text: m.seal.text!.replace('"photoCount":3', '"photoCount":4') } }, keys);
    expect(forged.lines[0]).toEqual({ ok: false, text: "The seal's signature does not verify with any published key." });
  });
});

describe("what an attacker with access to the stores cannot pass off", () => {
  it("refuses to save a photo taken for another inspection, or the same photo twice", async () => {
    const u = await newInspector();
    const other = payload(u.companyId, []);
    const a = await uploadedPhoto(u.cookie, other.id);
    const body = payload(u.companyId, []);
    const b = await uploadedPhoto(u.cookie, body.id);
    expect(await (await save(u.cookie, { ...body, photoIds: [b, a] })).json()).toMatchObject({ message: "Some photos were taken for another inspection" });
    expect(await (await save(u.cookie, { ...body, photoIds: [b, b] })).json()).toMatchObject({ message: "A photo is listed twice" });
    expect((await save(u.cookie, { ...body, photoIds: [b] })).status).toBe(201);
  });

  it("refuses uploads into another user's chain", async () => {
    const owner = await newInspector();
    const inspectionId = crypto.randomUUID();
    await uploadedPhoto(owner.cookie, inspectionId);
    const intruder = await newInspector();
    const res = await upload(intruder.cookie, makeJpeg(), meta(inspectionId));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("This inspection id is already used");
  });

  it("reports a removed seal honestly and shares no link for it; an unreadable seal is broken, not a crash", async () => {
    const s = await sealedInspection();
    await env.DB.prepare("UPDATE inspections SET seal = NULL WHERE id = ?").bind(s.inspectionId).run();
    const result = (await verifyInspection(env, db(), s.inspectionId))!;
    expect(result).toMatchObject({ status: "unsealed", summary: expect.stringContaining("or its seal was removed") });
    const res = await post(`/app/evidence/${s.inspectionId}`, { intent: "create", days: "7" }, { cookie: s.cookie });
    expect(res.status).toBe(409);

    const t = await sealedInspection();
    await env.DB.prepare("UPDATE inspections SET seal = '{}' WHERE id = ?").bind(t.inspectionId).run();
    expect((await verifyInspection(env, db(), t.inspectionId))!.status).toBe("broken");
    const history = await get("/app/history?_data=routes%2Fapp.history", t.cookie);
    expect(history.status).toBe(200);
    expect((await history.json<{ inspections: { sealState: string }[] }>()).inspections[0].sealState).toBe("broken");
  });

  it("names a missing file and a swapped thumbnail, and an added photo", async () => {
    const s = await sealedInspection();
    const first = (await photoRow(s.photoIds[0]))!;
    await env.PHOTOS.delete(String(first.r2_key));
    const second = (await photoRow(s.photoIds[1]))!;
    await env.PHOTOS.put(String(second.thumb_key), makeJpeg({ width: 64, height: 36 }));
    const extra = await uploadedPhoto(s.cookie, crypto.randomUUID());
    await env.DB.prepare("UPDATE photos SET inspection_id = ?, position = 3 WHERE id = ?").bind(s.inspectionId, extra).run();
    const result = (await verifyInspection(env, db(), s.inspectionId))!;
    expect(result.photos.map((p) => p.problems)).toEqual([
      ["Photo 1's file is missing from storage."],
      ["Photo 2's thumbnail differs from the one its receipt records."],
      [],
      [`Photo ${extra.slice(0, 8)} was added after sealing.`],
    ]);
    expect(result.checks.find((c) => c.label === "Receipt chain")!.ok).toBe(true);
    expect(result.summary).toBe(
      "The seal is broken: Photo 1's file is missing from storage. Photo 2's thumbnail differs from the one its receipt records. Photo " +
        extra.slice(0, 8) +
        " was added after sealing.",
    );
  });

  it("keeps the bytes when the same photo is sent twice at once", async () => {
    const u = await newInspector();
    const m = meta(crypto.randomUUID());
    const bytes = makeJpeg();
    const statuses = await Promise.all([upload(u.cookie, bytes, m), upload(u.cookie, bytes, m)].map((r) => r.then((x) => x.status)));
    expect(statuses).toEqual([200, 200]);
    expect(await env.PHOTOS.head(String((await photoRow(m.id))!.r2_key))).not.toBeNull();
  });
});
