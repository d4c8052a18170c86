// Checks the signed texts of an inspection with nothing but WebCrypto and the published public
// keys: the seal's signature, each receipt's signature, that each receipt is the one the seal lists,
// and that each links to the one before; for an inspection captured for a case, the case's signed
// dispositions too (checkDispositionChain). The verify page runs it in the visitor's browser, so the
// result does not rest on this server's word.
import { fromBase64Url, toHex } from "../../platform/encoding";
import { checkDispositionChain, type SignedDisposition } from "./disposition";

export interface SignedMaterial {
  seal: { text: string | null; signature: string | null; keyId: string | null };
  receipts: { seq: number | null; photoId: string; text: string | null; signature: string | null; keyId: string | null }[];
  /** Only for an inspection captured for a case: the case's dispositions, oldest first. */
  case?: { reference: string; dispositions: SignedDisposition[] };
}
export interface PublishedKeySet {
  keys: { kid: string; jwk: { x: string } }[];
}
export interface MaterialCheck {
  ok: boolean;
  lines: { ok: boolean; text: string }[];
  /** Each kept photo's SHA-256 as the seal lists it, only when the seal's signature verified: what a dropped file is compared with. */
  photos: { position: number; sha256: string }[];
}

interface SealChain {
  kid: string;
  chain: { seq: number | null; photoId: string; receiptHash: string | null; kept: boolean; position: number | null; sha256: string | null }[];
}

async function verify(keys: PublishedKeySet, kid: string | null, text: string | null, signature: string | null): Promise<boolean> {
  const key = keys.keys.find((k) => k.kid === kid);
  if (!key || !text || !signature) return false;
  try {
    const publicKey = await crypto.subtle.importKey("raw", fromBase64Url(key.jwk.x), { name: "Ed25519" }, false, ["verify"]);
    return await crypto.subtle.verify({ name: "Ed25519" }, publicKey, fromBase64Url(signature), new TextEncoder().encode(text));
  } catch {
    return false;
  }
}

const sha256 = async (text: string) => toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

export async function checkSignedMaterial(material: SignedMaterial, keys: PublishedKeySet): Promise<MaterialCheck> {
  const lines: MaterialCheck["lines"] = [];
  const sealOk = await verify(keys, material.seal.keyId, material.seal.text, material.seal.signature);
  lines.push({
    ok: sealOk,
    text: sealOk ? `The seal's signature verifies with published key ${material.seal.keyId}.` : "The seal's signature does not verify with any published key.",
  });
  let seal: SealChain | null = null;
  try {
    seal = material.seal.text ? (JSON.parse(material.seal.text) as SealChain) : null;
  } catch {
    seal = null;
  }
  // Receipts of photos left out are not published; the seal's hash of each still links the chain.
  const chain = sealOk ? (seal?.chain ?? []).filter((e) => e.receiptHash !== null) : [];
  const kept = chain.filter((e) => e.kept).length;
  let signed = 0;
  let linked = 0;
  for (const [index, entry] of chain.entries()) {
    if (!entry.kept) continue;
    const receipt = material.receipts.find((r) => r.seq === entry.seq);
    const n = index + 1;
    if (!receipt?.text) {
      lines.push({ ok: false, text: `Receipt ${n} is missing.` });
      continue;
    }
    if (await verify(keys, receipt.keyId, receipt.text, receipt.signature)) signed++;
    else lines.push({ ok: false, text: `Receipt ${n}'s signature does not verify.` });
    if ((await sha256(receipt.text)) !== entry.receiptHash || receipt.photoId !== entry.photoId) {
      lines.push({ ok: false, text: `Receipt ${n} is not the one the seal lists.` });
      continue;
    }
    const prev = (JSON.parse(receipt.text) as { prev: string | null }).prev;
    if (prev === (index === 0 ? null : chain[index - 1].receiptHash)) linked++;
    else lines.push({ ok: false, text: `Receipt ${n} does not follow receipt ${n - 1}.` });
  }
  if (sealOk && signed === kept) lines.push({ ok: true, text: `All ${kept} receipt signatures verify.` });
  if (sealOk && linked === kept) lines.push({ ok: true, text: `All ${kept} receipts are the ones the seal lists, each linked to the one before.` });
  if (material.case) lines.push(...(await dispositionLines(material.case.dispositions, keys, sealOk ? material.seal.text : null)));
  const photos = sealOk
    ? (seal?.chain ?? []).flatMap((e) => (e.kept && e.position !== null && e.sha256 ? [{ position: e.position, sha256: e.sha256 }] : []))
    : [];
  return { ok: lines.every((l) => l.ok), lines, photos };
}

function judges(text: string, inspectionId: string): boolean {
  try {
    return (JSON.parse(text) as { inspectionId?: unknown }).inspectionId === inspectionId;
  } catch {
    return false;
  }
}

/**
 * The case's chain, with the hash of this inspection's seal (once its signature verified) checked in
 * each disposition made on it: a decision cannot be moved onto other evidence.
 */
async function dispositionLines(chain: SignedDisposition[], keys: PublishedKeySet, sealText: string | null): Promise<MaterialCheck["lines"]> {
  if (chain.length === 0) return [{ ok: true, text: "The case has no disposition yet." }];
  const inspectionId = sealText ? (JSON.parse(sealText) as { inspectionId: string }).inspectionId : null;
  const check = await checkDispositionChain(chain, keys, inspectionId ? { [inspectionId]: sealText! } : {});
  const lines = [...check.lines];
  if (check.ok) lines.push({ ok: true, text: `All ${chain.length} disposition signatures verify, each linked to the one before.` });
  const failed = (n: number) => check.lines.some((l) => !l.ok && (l.text.startsWith(`Disposition ${n} `) || l.text.startsWith(`Disposition ${n}'s`)));
  for (const [i, d] of chain.entries())
    if (inspectionId && judges(d.text, inspectionId) && !failed(i + 1))
      lines.push({ ok: true, text: `Disposition ${i + 1} was made on this inspection's seal, unaltered.` });
  if (!inspectionId) lines.push({ ok: false, text: "The dispositions cannot be tied to this inspection without a valid seal." });
  return lines;
}
