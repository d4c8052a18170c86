// Embeds a photo's Content Credentials: a C2PA manifest (claim v1, as @trustnxt/c2pa-ts writes it)
// with the capture and the burned-in watermark as actions, the capture time and place as EXIF
// metadata, SiteProof's receipt and seal facts as its own assertion, and a data hash over the image
// that excludes the manifest's APP11 segments. Only segments are inserted; the image bytes are untouched.
import { JPEG } from "@trustnxt/c2pa-ts/asset";
import { CBORBox, JSONBox } from "@trustnxt/c2pa-ts/jumbf";
import { type Action, ActionAssertion, Assertion, DataHashAssertion, ManifestStore } from "@trustnxt/c2pa-ts/manifest";
import type { CredentialSigner } from "./certificates.server";

/** What a credential states about one photo; receipt fields are null for photos from before receipts. */
export interface CredentialFacts {
  photoId: string;
  fileName: string;
  sha256: string;
  capturedAt: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  cameraDirection: string | null;
  receipt: string | null;
  receiptSignature: string | null;
  receiptKeyId: string | null;
  receiptHash: string | null;
  inspectionId: string | null;
  /** SHA-256 of the inspection's signed seal text, once the inspection is saved. */
  sealHash: string | null;
}

export const RECEIPT_ASSERTION = "com.siteproof.receipt";
export const CLAIM_GENERATOR = "SiteProof";

// The assertion box types of C2PA (JUMBF content type UUIDs): "cbor" and "json".
const uuid = (hex: string) => Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));
const CBOR_ASSERTION = uuid("63626F72001100108000" + "00AA00389B71");
const JSON_ASSERTION = uuid("6A736F6E001100108000" + "00AA00389B71");

/** An assertion whose content we make ourselves; the library has no class for custom labels. */
class ContentAssertion extends Assertion {
  constructor(
    label: string,
    private readonly content: unknown,
    private readonly format: "cbor" | "json",
  ) {
    super();
    this.label = label;
    this.uuid = format === "cbor" ? CBOR_ASSERTION : JSON_ASSERTION;
  }
  readContentFromJUMBF(): void {
    throw new Error("ContentAssertion is write-only");
  }
  generateJUMBFBoxForContent() {
    const box = this.format === "cbor" ? new CBORBox() : new JSONBox();
    box.content = this.content;
    return box;
  }
}

/** XMP's GPSCoordinate form ("DDD,MM.mmmmk"), which stds.exif uses for exif:GPSLatitude/Longitude. */
export function gpsCoordinate(value: number, positive: "N" | "E", negative: "S" | "W"): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  return `${degrees},${((abs - degrees) * 60).toFixed(6)}${value >= 0 ? positive : negative}`;
}

function exifAssertion(f: CredentialFacts) {
  const exif: Record<string, unknown> = {
    "@context": { exif: "http://ns.adobe.com/exif/1.0/" },
    "exif:DateTimeOriginal": f.capturedAt,
  };
  if (f.latitude !== null && f.longitude !== null) {
    exif["exif:GPSVersionID"] = "2.2.0.0";
    exif["exif:GPSLatitude"] = gpsCoordinate(f.latitude, "N", "S");
    exif["exif:GPSLongitude"] = gpsCoordinate(f.longitude, "E", "W");
    if (f.accuracy !== null) exif["exif:GPSHPositioningError"] = String(f.accuracy);
  }
  return new ContentAssertion("stds.exif", exif, "json");
}

function receiptAssertion(f: CredentialFacts, origin: string) {
  return new ContentAssertion(
    RECEIPT_ASSERTION,
    {
      photoId: f.photoId,
      // What the server accepted: the file without this manifest's segments.
      acceptedSha256: f.sha256,
      capturedAt: f.capturedAt,
      receivedAt: receivedAt(f.receipt),
      latitude: f.latitude,
      longitude: f.longitude,
      accuracyM: f.accuracy,
      inspectionId: f.inspectionId,
      sealSha256: f.sealHash,
      receipt: f.receipt,
      receiptSha256: f.receiptHash,
      receiptSignature: f.receiptSignature,
      receiptKeyId: f.receiptKeyId,
      keys: `${origin}/.well-known/siteproof-keys.json`,
    },
    "cbor",
  );
}

/** The server's receipt time, read from the signed receipt text (treated as opaque otherwise). */
function receivedAt(receipt: string | null): string | null {
  if (!receipt) return null;
  try {
    const time = (JSON.parse(receipt) as { serverTime?: unknown }).serverTime;
    return typeof time === "string" ? time : null;
  } catch {
    return null;
  }
}

function actions(f: CredentialFacts): ActionAssertion {
  const assertion = new ActionAssertion();
  const camera = ({ environment: "the back camera", user: "the front camera" } as Record<string, string>)[f.cameraDirection ?? ""] ?? "the camera";
  assertion.actions = [
    {
      action: "c2pa.created",
      digitalSourceType: "http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture",
      softwareAgent: { name: "SiteProof camera (in the browser)" },
      parameters: { description: `Photographed with ${camera} of a phone or tablet at ${f.capturedAt}` },
    },
    {
      action: "c2pa.edited",
      softwareAgent: { name: "SiteProof camera (in the browser)" },
      parameters: { description: "Watermark burned in at capture: time, place and inspection details" },
    },
  ] as Action[];
  return assertion;
}

/**
 * Room for the COSE signature, kept as padding until it is signed: an Ed25519 signature has a fixed
 * size and no timestamp is added, so a little is enough (the library reserves 25 kB for timestamps).
 * It must stay between 24 and 255 bytes before and after signing, so that CBOR's length prefix of the
 * padding keeps its size; the library does not allow for a change there.
 */
const SIGNATURE_PADDING = 200;

/** The JPEG with the photo's Content Credentials inserted. */
export async function embedCredentials(bytes: Uint8Array, facts: CredentialFacts, signer: CredentialSigner, origin: string): Promise<Uint8Array<ArrayBuffer>> {
  const asset = new JPEG(bytes);
  const store = new ManifestStore();
  const manifest = store.createManifest({
    assetFormat: "image/jpeg",
    instanceID: `xmp:iid:${crypto.randomUUID()}`,
    defaultHashAlgorithm: "SHA-256",
    signer: signer.signer,
  });
  manifest.claim!.claimGeneratorName = CLAIM_GENERATOR;
  manifest.claim!.claimGeneratorVersion = undefined;
  manifest.claim!.title = facts.fileName;
  manifest.signature!.signatureData.paddingLength = SIGNATURE_PADDING;
  manifest.addAssertion(actions(facts));
  manifest.addAssertion(exifAssertion(facts));
  manifest.addAssertion(receiptAssertion(facts, origin));
  const dataHash = DataHashAssertion.create("SHA-256");
  manifest.addAssertion(dataHash);
  await asset.ensureManifestSpace(store.measureSize());
  await dataHash.updateWithAsset(asset);
  await manifest.sign(signer.signer);
  await asset.writeManifestJUMBF(store.getBytes());
  // The library builds the file in a fresh ArrayBuffer.
  return (await asset.getDataRange()) as Uint8Array<ArrayBuffer>;
}
