// A reviewer's disposition as signed text. The body names the case, the visit and the inspection it
// judges, and carries the SHA-256 of that inspection's seal text: the decision is bound to the exact
// sealed evidence, which never changes. `prev` is the hash of the case's previous disposition (null for
// the first), so a case's decisions form one chain in order; a correction also names the one it replaces.
// Checking needs nothing but WebCrypto and the published keys, so the verify page runs it in the browser.
import type { DispositionOutcome } from "../../platform/db/schema";
import { fromBase64Url, sha256Hex } from "../../platform/encoding";
import { canonicalJson } from "../../platform/canonical-json";

export const OUTCOMES = ["verified", "not_verified", "revisit", "not_found"] as const satisfies readonly DispositionOutcome[];

export const OUTCOME_LABELS: Record<DispositionOutcome, string> = {
  verified: "Verified",
  not_verified: "Not verified",
  revisit: "Re-visit",
  not_found: "Wrong address / not found",
};

/** Every outcome but Verified must say why. */
export const remarkRequired = (outcome: DispositionOutcome) => outcome !== "verified";

export interface DispositionBody {
  type: "siteproof.disposition";
  v: 1;
  kid: string;
  id: string;
  organization: string;
  caseId: string;
  caseReference: string;
  visit: number;
  inspectionId: string;
  /** SHA-256 (hex) of the judged inspection's seal text. */
  sealHash: string;
  outcome: DispositionOutcome;
  remark: string;
  reviewer: { id: string; name: string };
  decidedAt: string;
  /** SHA-256 of the case's previous disposition text, null for its first. */
  prev: string | null;
  /** The disposition this one corrects: its id and the SHA-256 of its text. */
  replaces: { id: string; hash: string } | null;
}

export const dispositionText = (body: DispositionBody) => canonicalJson(body);
export const dispositionHash = (text: string) => sha256Hex(text);

/** One signed disposition as stored and published. */
export interface SignedDisposition {
  text: string;
  signature: string;
  keyId: string;
}

export interface ChainCheck {
  ok: boolean;
  /** One line per disposition, in order, then any break in the chain. */
  lines: { ok: boolean; text: string }[];
}

interface KeySet {
  keys: { kid: string; jwk: { x: string } }[];
}

async function verifies(keys: KeySet, d: SignedDisposition): Promise<boolean> {
  const key = keys.keys.find((k) => k.kid === d.keyId);
  if (!key) return false;
  try {
    const publicKey = await crypto.subtle.importKey("raw", fromBase64Url(key.jwk.x), { name: "Ed25519" }, false, ["verify"]);
    return await crypto.subtle.verify({ name: "Ed25519" }, publicKey, fromBase64Url(d.signature), new TextEncoder().encode(d.text));
  } catch {
    return false;
  }
}

/** A signed disposition's text read back, or null when it is not one. */
export function parseDisposition(text: string): DispositionBody | null {
  try {
    const body = JSON.parse(text) as DispositionBody;
    return body?.type === "siteproof.disposition" ? body : null;
  } catch {
    return null;
  }
}

/**
 * Checks a case's dispositions, oldest first: each signature against the published keys, each link to
 * the one before, and, for those that judged an inspection whose seal text is given, the seal's hash.
 */
export async function checkDispositionChain(chain: SignedDisposition[], keys: KeySet, seals: Record<string, string>): Promise<ChainCheck> {
  const lines: ChainCheck["lines"] = [];
  let prevHash: string | null = null;
  for (const [index, d] of chain.entries()) {
    const n = index + 1;
    const body = parseDisposition(d.text);
    const signed = body !== null && (await verifies(keys, d));
    const label = body ? `${OUTCOME_LABELS[body.outcome] ?? body.outcome} by ${body.reviewer.name}` : "This disposition";
    lines.push({
      ok: signed,
      text: signed ? `Disposition ${n} (${label}) is signed with published key ${d.keyId}.` : `Disposition ${n}'s signature does not verify.`,
    });
    if (body && body.prev !== prevHash) lines.push({ ok: false, text: `Disposition ${n} does not follow disposition ${n - 1}.` });
    const seal = body ? seals[body.inspectionId] : undefined;
    if (body && seal !== undefined && (await sha256Hex(seal)) !== body.sealHash)
      lines.push({ ok: false, text: `Disposition ${n} was not made on this inspection's seal.` });
    prevHash = await dispositionHash(d.text);
  }
  return { ok: lines.every((l) => l.ok), lines };
}
