// SiteProof's own check of a file's Content Credentials: the manifest must validate (claim signature,
// assertion hashes, the data hash over the image) and be signed by a certificate this deployment lists,
// the current one or one in C2PA_RETIRED_CERTS. General validators judge the signer by the C2PA trust
// list instead; this check answers "did this SiteProof deployment sign it", as receipts do.
import { JPEG } from "@trustnxt/c2pa-ts/asset";
import { SuperBox } from "@trustnxt/c2pa-ts/jumbf";
import { ManifestStore } from "@trustnxt/c2pa-ts/manifest";
import { certificateId, listedCertificates } from "./certificates.server";
import { RECEIPT_ASSERTION } from "./manifest.server";

export type CredentialCheck =
  | { status: "none" }
  | { status: "invalid"; problems: string[] }
  | { status: "untrusted" | "trusted"; signer: string; certificate: "current" | "retired" | null; receipt: Record<string, unknown> | null };

export async function checkCredentials(env: Env, bytes: Uint8Array): Promise<CredentialCheck> {
  if (!JPEG.canRead(bytes)) return { status: "none" };
  const asset = new JPEG(bytes);
  const jumbf = asset.getManifestJUMBF();
  if (!jumbf) return { status: "none" };
  let store: ManifestStore;
  try {
    store = ManifestStore.read(SuperBox.fromBuffer(jumbf as Uint8Array<ArrayBuffer>));
  } catch (error) {
    return { status: "invalid", problems: [`The manifest cannot be read: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const result = await store.validate(asset);
  // Trust is judged below against this deployment's list, not the library's.
  const failures = result.statusEntries.filter((e) => !e.success && !e.code.startsWith("signingCredential."));
  if (failures.length) return { status: "invalid", problems: failures.map((e) => (e.explanation ? `${e.code}: ${e.explanation}` : e.code)) };
  const manifest = store.getActiveManifest();
  const certificate = manifest?.signature?.signatureData.certificate;
  if (!manifest || !certificate) return { status: "invalid", problems: ["The manifest has no signing certificate"] };
  const listed = (await listedCertificates(env)).get(certificateId(new Uint8Array(certificate.rawData))) ?? null;
  const receiptAssertion = manifest.assertions?.assertions.find((a) => a.label === RECEIPT_ASSERTION);
  const receipt = (receiptAssertion?.sourceBox?.contentBoxes[0] as { content?: Record<string, unknown> } | undefined)?.content ?? null;
  return { status: listed ? "trusted" : "untrusted", signer: certificate.subject, certificate: listed, receipt };
}
