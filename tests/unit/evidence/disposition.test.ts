// The disposition's signed body and its chain, checked as the verify page checks it: WebCrypto and the
// published keys only. Signed here with a key generated in the test (Node's WebCrypto Ed25519).
import { beforeAll, describe, expect, it } from "vitest";
import {
  checkDispositionChain,
  type DispositionBody,
  dispositionHash,
  dispositionText,
  type SignedDisposition,
} from "../../../app/features/evidence/disposition";
import { canonicalJson } from "../../../app/platform/canonical-json";
import { sha256Hex, toBase64Url } from "../../../app/platform/encoding";

let privateKey: CryptoKey;
let keys: { keys: { kid: string; jwk: { x: string } }[] };
const KID = "test-kid";
const SEAL = '{"type":"siteproof.seal","inspectionId":"insp-1"}';
const SEAL_2 = '{"type":"siteproof.seal","inspectionId":"insp-2"}';

beforeAll(async () => {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  privateKey = pair.privateKey;
  const x = toBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  keys = { keys: [{ kid: KID, jwk: { x } }] };
});

async function body(over: Partial<DispositionBody> = {}): Promise<DispositionBody> {
  return {
    type: "siteproof.disposition",
    v: 1,
    kid: KID,
    id: "disp-1",
    organization: "org-1",
    caseId: "case-1",
    caseReference: "LN-001",
    visit: 1,
    inspectionId: "insp-1",
    sealHash: await sha256Hex(SEAL),
    outcome: "revisit",
    remark: "Name board not photographed",
    reviewer: { id: "rev-1", name: "Meera Reviewer" },
    decidedAt: "2026-11-27T04:00:00.000Z",
    prev: null,
    replaces: null,
    ...over,
  };
}

async function sign(b: DispositionBody): Promise<SignedDisposition> {
  const text = dispositionText(b);
  const signature = toBase64Url(new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, privateKey, new TextEncoder().encode(text))));
  return { text, signature, keyId: KID };
}

/** Every path of a signed value in the body, nested ones included. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]));
}

function altered(text: string, path: string[]): string {
  const copy = JSON.parse(text) as Record<string, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string, unknown>;
  const last = path.at(-1)!;
  const v = at[last];
  at[last] = typeof v === "number" ? v + 1 : v === null ? "x" : `${String(v)}!`;
  return canonicalJson(copy);
}

describe("a signed disposition", () => {
  it("checks with the published key, linked to its inspection's seal", async () => {
    const d = await sign(await body());
    const check = await checkDispositionChain([d], keys, { "insp-1": SEAL });
    expect(check.ok).toBe(true);
    expect(check.lines[0].text).toBe(`Disposition 1 (Re-visit by Meera Reviewer) is signed with published key ${KID}.`);
  });

  it("fails when any signed field is altered, nested ones included", async () => {
    const b = await body({ replaces: { id: "disp-0", hash: "abc" }, prev: "def" });
    const d = await sign(b);
    const every = paths(JSON.parse(d.text));
    expect(every.map((p) => p.join("."))).toEqual(expect.arrayContaining(["reviewer.name", "replaces.hash", "sealHash", "decidedAt", "outcome", "remark"]));
    for (const path of every) {
      const check = await checkDispositionChain([{ ...d, text: altered(d.text, path) }], keys, {});
      expect(check.ok, path.join(".")).toBe(false);
      expect(check.lines[0]).toEqual({ ok: false, text: "Disposition 1's signature does not verify." });
    }
  });

  it("fails with an unknown key, a broken signature or text that is not a disposition", async () => {
    const d = await sign(await body());
    expect((await checkDispositionChain([{ ...d, keyId: "other" }], keys, {})).ok).toBe(false);
    expect((await checkDispositionChain([{ ...d, signature: d.signature.slice(2) + "AA" }], keys, {})).ok).toBe(false);
    expect((await checkDispositionChain([{ ...d, text: "not json" }], keys, {})).ok).toBe(false);
  });

  it("fails when it was made on another seal than the inspection's", async () => {
    const d = await sign(await body());
    const check = await checkDispositionChain([d], keys, { "insp-1": SEAL_2 });
    expect(check.ok).toBe(false);
    expect(check.lines.map((l) => l.text)).toContain("Disposition 1 was not made on this inspection's seal.");
  });
});

describe("a case's chain of dispositions", () => {
  async function chain() {
    const first = await sign(await body());
    const second = await sign(
      await body({
        id: "disp-2",
        visit: 2,
        inspectionId: "insp-2",
        sealHash: await sha256Hex(SEAL_2),
        outcome: "verified",
        remark: "",
        prev: await dispositionHash(first.text),
      }),
    );
    const correction = await sign(
      await body({
        id: "disp-3",
        visit: 2,
        inspectionId: "insp-2",
        sealHash: await sha256Hex(SEAL_2),
        outcome: "not_verified",
        remark: "The nameplate belongs to the next unit",
        prev: await dispositionHash(second.text),
        replaces: { id: "disp-2", hash: await dispositionHash(second.text) },
      }),
    );
    return [first, second, correction];
  }

  it("holds in order: each names the hash of the one before, a correction also the one it replaces", async () => {
    const all = await chain();
    const check = await checkDispositionChain(all, keys, { "insp-1": SEAL, "insp-2": SEAL_2 });
    expect(check.ok).toBe(true);
    expect(check.lines.map((l) => l.text)).toEqual([
      `Disposition 1 (Re-visit by Meera Reviewer) is signed with published key ${KID}.`,
      `Disposition 2 (Verified by Meera Reviewer) is signed with published key ${KID}.`,
      `Disposition 3 (Not verified by Meera Reviewer) is signed with published key ${KID}.`,
    ]);
  });

  it("breaks when one is left out or the order changes", async () => {
    const [first, second, correction] = await chain();
    const gap = await checkDispositionChain([first, correction], keys, {});
    expect(gap.ok).toBe(false);
    expect(gap.lines.map((l) => l.text)).toContain("Disposition 2 does not follow disposition 1.");
    expect((await checkDispositionChain([second, first, correction], keys, {})).ok).toBe(false);
    expect((await checkDispositionChain([second], keys, {})).ok).toBe(false);
  });
});
