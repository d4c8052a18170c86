// Signs a disposition with the same Ed25519 key as receipts and seals.
import type { Db } from "../../platform/db/db.server";
import { currentSigningKey, signText } from "../evidence/keys.server";
import { type DispositionBody, dispositionText } from "../evidence/disposition";

export async function signDisposition(env: Env, db: Db, body: Omit<DispositionBody, "type" | "v" | "kid">) {
  const key = await currentSigningKey(env, db);
  const text = dispositionText({ type: "siteproof.disposition", v: 1, kid: key.kid, ...body });
  return { body: text, signature: await signText(key, text), keyId: key.kid };
}
