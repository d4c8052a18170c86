// Originals as they leave SiteProof: each carries the photo's Content Credentials, signed now with the
// deployment's current certificate. R2 keeps the accepted bytes and the receipt keeps their hash;
// the credential is inserted on the way out, so removing it gives back exactly those bytes. The C2PA and
// X.509 libraries load with the first download that needs them, not at every isolate start.
import { eq, inArray } from "drizzle-orm";
import { type Db, schema } from "../../platform/db/db.server";
import { sha256Hex } from "../../platform/encoding";
import { loadOnce } from "../../platform/lazy";
import type { CredentialFacts } from "./manifest.server";

const certificates = loadOnce(() => import("./certificates.server"));
const manifests = loadOnce(() => import("./manifest.server"));

const p = schema.photos;
const i = schema.inspections;
const factColumns = {
  photoId: p.id,
  fileName: p.fileName,
  sha256: p.sha256,
  capturedAt: p.capturedAt,
  latitude: p.latitude,
  longitude: p.longitude,
  accuracy: p.accuracy,
  cameraDirection: p.cameraDirection,
  receipt: p.receipt,
  receiptSignature: p.receiptSignature,
  receiptKeyId: p.receiptKeyId,
  receiptHash: p.receiptHash,
  inspectionId: p.inspectionId,
  seal: i.seal,
};

/** D1 binds at most 100 parameters per statement. */
const BATCH = 90;

/** The facts each photo's credential states, by photo id; the caller has already decided who may see them. */
export async function credentialFacts(db: Db, photoIds: readonly string[]): Promise<Map<string, CredentialFacts>> {
  const facts = new Map<string, CredentialFacts>();
  for (let n = 0; n < photoIds.length; n += BATCH) {
    const rows = await db
      .select(factColumns)
      .from(p)
      .leftJoin(i, eq(i.id, p.inspectionId))
      .where(inArray(p.id, photoIds.slice(n, n + BATCH)));
    for (const { seal, ...row } of rows) facts.set(row.photoId, { ...row, sealHash: seal ? await sha256Hex(seal) : null });
  }
  return facts;
}

export interface Credentialer {
  /** The bytes to hand out: with Content Credentials, or unchanged when this deployment has no signer. */
  (photoId: string, bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>>;
  readonly signs: boolean;
}

let warned = false;

/** A function that credentials the given photos' originals; facts are read once for all of them. */
export async function credentialer(env: Env, db: Db, photoIds: readonly string[], origin: string): Promise<Credentialer> {
  const { credentialSigner } = await certificates();
  const signer = await credentialSigner(env);
  if (!signer) {
    if (!warned) console.warn("C2PA_SIGNING_KEY or C2PA_CERT_CHAIN is not set: photos are downloaded without Content Credentials");
    warned = true;
    return Object.assign(async (_id: string, bytes: Uint8Array<ArrayBuffer>) => bytes, { signs: false });
  }
  const [facts, { embedCredentials }] = await Promise.all([credentialFacts(db, photoIds), manifests()]);
  const credential = async (photoId: string, bytes: Uint8Array<ArrayBuffer>) => {
    const fact = facts.get(photoId);
    if (!fact) return bytes;
    try {
      return await embedCredentials(bytes, fact, signer, origin);
    } catch (error) {
      // The accepted bytes still check against the receipt; a download is better than none.
      console.error(`Content Credentials for photo ${photoId} failed; sending it without`, error);
      return bytes;
    }
  };
  return Object.assign(credential, { signs: true });
}

/** A stored original as a JPEG response with its Content Credentials; null when the object is gone. */
export async function credentialedOriginalResponse(
  env: Env,
  db: Db,
  photo: { id: string; r2Key: string },
  origin: string,
  headers: Record<string, string>,
): Promise<Response | null> {
  const [object, credential] = await Promise.all([env.PHOTOS.get(photo.r2Key), credentialer(env, db, [photo.id], origin)]);
  if (!object) return null;
  const bytes = await credential(photo.id, new Uint8Array(await object.arrayBuffer()));
  return new Response(bytes, { headers: { "Content-Type": "image/jpeg", "Content-Length": String(bytes.length), ...headers } });
}
