// Content Credentials on downloaded originals, read by the reference validator: c2pa-rs, through its
// WebAssembly build (@contentauth/c2pa-wasm), running here in workerd beside the Worker.
import { env } from "cloudflare:test";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { initSync, WasmReader } from "@contentauth/c2pa-wasm";
import c2paWasm from "@contentauth/c2pa-wasm/c2pa.wasm";
import { credentialSigner } from "../../app/features/credentials/certificates.server";
import { checkCredentials } from "../../app/features/credentials/check.server";
import { credentialFacts } from "../../app/features/credentials/downloads.server";
import { embedCredentials } from "../../app/features/credentials/manifest.server";
import { getDb } from "../../app/platform/db/db.server";
import { withoutContentCredentials } from "../../app/features/credentials/segments";
import type { PhotoZipManifest } from "../../app/features/history/photo-zip.server";
import { fromBase64Url, sha256Hex, toHex } from "../../app/platform/encoding";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, ORIGIN, post } from "./helpers";

interface Status {
  code: string;
  explanation?: string;
}
interface Validation {
  activeManifest: { success: Status[]; informational: Status[]; failure: Status[] };
}
interface ActiveManifest {
  claim_generator: string;
  title: string;
  assertions: { label: string; data: Record<string, unknown> }[];
  signature_info: { alg: string; common_name: string };
}

const sha256 = async (bytes: Uint8Array) => toHex(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
const pem = (der: string) => `-----BEGIN CERTIFICATE-----\n${btoa(String.fromCharCode(...fromBase64Url(der)))}\n-----END CERTIFICATE-----\n`;

/** What c2pa-rs says of a file; `anchor` makes a root trusted, as a validator's trust list would. */
async function validate(bytes: Uint8Array, anchor?: string) {
  const settings = anchor ? JSON.stringify({ verify: { verify_trust: true }, trust: { user_anchors: anchor } }) : undefined;
  const reader = await WasmReader.fromBytes("image/jpeg", bytes, settings);
  try {
    const store = JSON.parse(reader.json()) as { validation_results: Validation };
    return { results: store.validation_results.activeManifest, manifest: reader.activeManifest() as ActiveManifest };
  } finally {
    reader.free();
  }
}
const codes = (list: Status[]) => list.map((s) => s.code);

/** An inspector's sealed inspection of two photos, and a verify link to it. */
async function sharedInspection() {
  const u = await newInspector();
  const body = payload(u.companyId, []);
  const photoIds = [await uploadedPhoto(u.cookie, body.id), await uploadedPhoto(u.cookie, body.id)];
  expect((await save(u.cookie, { ...body, photoIds })).status).toBe(201);
  const res = await post(`/app/evidence/${body.id}`, { intent: "create", days: "7" }, { cookie: u.cookie });
  const { link } = await res.json<{ link: { url: string } }>();
  return { ...u, inspectionId: body.id, photoIds, verifyPath: new URL(link.url).pathname };
}
const row = (id: string) =>
  env.DB.prepare("SELECT p.*, i.seal FROM photos p JOIN inspections i ON i.id = p.inspection_id WHERE p.id = ?")
    .bind(id)
    .first<{ r2_key: string; sha256: string; receipt: string; receipt_signature: string; receipt_hash: string; seal: string; file_name: string }>();
const download = async (path: string, cookie?: string) => {
  const res = await get(path, cookie);
  expect([res.status, res.headers.get("Content-Type")]).toEqual([200, "image/jpeg"]);
  return new Uint8Array(await res.arrayBuffer());
};

beforeAll(() => {
  initSync({ module: c2paWasm });
});

describe("Content Credentials on downloaded originals", () => {
  it("give a verify-link visitor a file c2pa-rs validates, stating the capture, the receipt and the seal", async () => {
    const s = await sharedInspection();
    const bytes = await download(`${s.verifyPath}/photos/${s.photoIds[0]}`);
    const stored = (await row(s.photoIds[0]))!;

    // The stored original is untouched, and taking the credential out gives it back byte for byte.
    const accepted = new Uint8Array(await (await env.PHOTOS.get(stored.r2_key))!.arrayBuffer());
    expect(await sha256(accepted)).toBe(stored.sha256);
    const stripped = withoutContentCredentials(bytes);
    expect(stripped.removed).toBe(1);
    expect(stripped.bytes).toEqual(accepted);

    // c2pa-rs: everything checks; the only failure is the self-issued signer, absent from its trust list.
    const { results, manifest } = await validate(bytes);
    expect(codes(results.failure)).toEqual(["signingCredential.untrusted"]);
    expect(codes(results.success)).toEqual(expect.arrayContaining(["claimSignature.validated", "assertion.dataHash.match", "assertion.hashedURI.match"]));
    expect(manifest).toMatchObject({ claim_generator: expect.stringContaining("SiteProof"), title: stored.file_name, signature_info: { alg: "Ed25519" } });
    const assertion = (label: string) => manifest.assertions.find((a) => a.label === label)?.data;
    expect(assertion("c2pa.actions.v2")).toMatchObject({
      actions: [
        { action: "c2pa.created", digitalSourceType: "http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture" },
        { action: "c2pa.edited", parameters: { description: expect.stringContaining("Watermark") } },
      ],
    });
    expect(assertion("stds.exif")).toMatchObject({
      "exif:GPSLatitude": "19,4.560000N",
      "exif:GPSLongitude": "72,52.662000E",
      "exif:GPSHPositioningError": "12",
    });
    const receipt = JSON.parse(stored.receipt) as { captureTime: string; serverTime: string };
    expect(assertion("com.siteproof.receipt")).toMatchObject({
      photoId: s.photoIds[0],
      acceptedSha256: stored.sha256,
      capturedAt: receipt.captureTime,
      receivedAt: receipt.serverTime,
      latitude: 19.076,
      longitude: 72.8777,
      accuracyM: 12,
      inspectionId: s.inspectionId,
      sealSha256: await sha256Hex(stored.seal),
      receipt: stored.receipt,
      receiptSha256: stored.receipt_hash,
      receiptSignature: stored.receipt_signature,
      keys: `${ORIGIN}/.well-known/siteproof-keys.json`,
    });

    // With the deployment's root on the validator's trust list the signer is trusted: the chain carries what C2PA asks of a claim signer.
    const root = env.C2PA_CERT_CHAIN.split(",")[1];
    const anchored = await validate(bytes, pem(root));
    expect(codes(anchored.results.failure)).toEqual([]);
    expect(codes(anchored.results.success)).toContain("signingCredential.trusted");

    // The page says so, and the signing certificate is published beside the receipt keys.
    expect(await (await get(s.verifyPath)).text()).toContain("Downloaded originals also carry Content Credentials (C2PA)");
    const published = await (await get("/.well-known/siteproof-keys.json")).json<{ contentCredentials: { certificates: unknown[] } }>();
    expect(published.contentCredentials.certificates).toEqual([{ status: "current", certificate: env.C2PA_CERT_CHAIN.split(",")[0] }]);

    // The owner's own download carries a credential too.
    const own = await download(`/app/photos/${s.photoIds[1]}`, s.cookie);
    expect(codes((await validate(own)).results.failure)).toEqual(["signingCredential.untrusted"]);
    expect(await sha256(withoutContentCredentials(own).bytes)).toBe((await row(s.photoIds[1]))!.sha256);
  });

  it("report one flipped image byte as a data-hash mismatch, in c2pa-rs and in SiteProof's own check", async () => {
    const s = await sharedInspection();
    const bytes = await download(`${s.verifyPath}/photos/${s.photoIds[0]}`);
    const tampered = bytes.slice();
    tampered[tampered.length - 200] ^= 0x01;
    const { results } = await validate(tampered);
    expect(codes(results.failure)).toContain("assertion.dataHash.mismatch");
    expect(await checkCredentials(env, bytes)).toMatchObject({ status: "trusted", certificate: "current" });
    const own = await checkCredentials(env, tampered);
    expect(own.status).toBe("invalid");
    expect(own.status === "invalid" && own.problems.join(" ")).toContain("assertion.dataHash.mismatch");
  });

  it("are trusted by SiteProof's own check only when signed by a listed certificate, retired ones included", async () => {
    const s = await sharedInspection();
    const bytes = await download(`${s.verifyPath}/photos/${s.photoIds[0]}`);
    const checked = await checkCredentials(env, bytes);
    expect(checked).toMatchObject({ status: "trusted", certificate: "current", receipt: { photoId: s.photoIds[0] } });
    expect(checked.status !== "none" && checked.status !== "invalid" && checked.signer).toContain("SiteProof test");

    // The deployment moves to a new certificate: old downloads check while the old one is listed as retired.
    const [oldCert] = env.C2PA_CERT_CHAIN.split(",");
    const rotated = { ...env, C2PA_SIGNING_KEY: env.TEST_OTHER_C2PA_KEY, C2PA_CERT_CHAIN: env.TEST_OTHER_C2PA_CHAIN };
    expect(await checkCredentials({ ...rotated, C2PA_RETIRED_CERTS: oldCert }, bytes)).toMatchObject({ status: "trusted", certificate: "retired" });
    expect(await checkCredentials({ ...rotated, C2PA_RETIRED_CERTS: pem(oldCert) }, bytes)).toMatchObject({ status: "trusted", certificate: "retired" });
    expect(await checkCredentials({ ...rotated, C2PA_RETIRED_CERTS: "" }, bytes)).toMatchObject({ status: "untrusted", certificate: null });

    // A manifest signed by a key this deployment never listed: c2pa-rs finds nothing wrong but the trust; SiteProof calls it untrusted.
    const stranger = (await credentialSigner(rotated))!;
    const facts = (await credentialFacts(getDb(env.DB), [s.photoIds[0]])).get(s.photoIds[0])!;
    const foreign = await embedCredentials(withoutContentCredentials(bytes).bytes, facts, stranger, ORIGIN);
    expect(codes((await validate(foreign)).results.failure)).toEqual(["signingCredential.untrusted"]);
    expect(await checkCredentials(env, foreign)).toMatchObject({ status: "untrusted", certificate: null, signer: expect.stringContaining("Someone else") });
    expect(await checkCredentials(env, withoutContentCredentials(bytes).bytes)).toEqual({ status: "none" });
  });

  it("travel in the photo ZIP, each file validating and its manifest hash naming the accepted bytes", async () => {
    const s = await sharedInspection();
    const res = await get("/app/history/export?format=zip", s.cookie);
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files["manifest.json"])) as PhotoZipManifest;
    expect(manifest.files).toHaveLength(2);
    expect(manifest.hashOf).toContain("without its Content Credentials");
    for (const file of manifest.files) {
      const bytes = files[file.name];
      expect(file).toMatchObject({ contentCredentials: true, size: bytes.length });
      expect(codes((await validate(bytes)).results.failure)).toEqual(["signingCredential.untrusted"]);
      expect(await sha256(withoutContentCredentials(bytes).bytes)).toBe(file.sha256);
      expect(file.sha256).toBe((await row(file.photoId))!.sha256);
    }
  });
});
