import { createHash, createPublicKey, verify } from "node:crypto";

// result: the answer of GET /api/v1/cases/{id}/result; keys: the `keys` of /.well-known/siteproof-keys.json.
export function verifyDisposition(result, keys) {
  return result.dispositions.map((d) => {
    const key = keys.find((k) => k.kid === d.key_id);
    const signed = !!key && verify(null, Buffer.from(d.body), createPublicKey({ key: key.jwk, format: "jwk" }), Buffer.from(d.signature, "base64url"));
    // The signed body names the seal it decided on: its SHA-256 must be one of the case's sealed inspections'.
    const { sealHash } = JSON.parse(d.body);
    const sealed = result.inspections.some((i) => i.seal && createHash("sha256").update(i.seal.text).digest("hex") === sealHash);
    return { id: d.id, signed, sealed };
  });
}
