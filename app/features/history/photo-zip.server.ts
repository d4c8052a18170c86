// The photos of the filtered history as one ZIP, streamed: each R2 object's body is piped into the
// archive as it is read (client-zip, STORE method), so the Worker never holds more than a chunk or two.
// manifest.json comes last, once it is known which objects were really there. With a credentialer each
// photo is read whole instead, to insert its Content Credentials (a few MB at a time).
import { makeZip } from "client-zip";
import type { Credentialer } from "../credentials/downloads.server";
import type { HistoryQuery } from "./history-query";
import type { ExportPhoto } from "./export-photos.server";
import { zipEntryNamer, zipOrder } from "./photo-names";

/** About a gigabyte of phone photos; more would outlast a download most people wait for. */
export const PHOTO_ZIP_LIMIT = 500;

export interface ManifestFile {
  name: string;
  photoId: string;
  inspectionId: string;
  companyName: string;
  capturedAt: string;
  latitude: number | null;
  longitude: number | null;
  /** The SHA-256 of the file as accepted: of this file once its C2PA (APP11) segments are taken out. */
  sha256: string;
  receiptHash: string | null;
  size: number;
  /** Whether the file carries Content Credentials (a C2PA manifest) signed by this deployment. */
  contentCredentials: boolean;
}

export interface PhotoZipManifest {
  exportedAt: string;
  count: number;
  hashAlgorithm: "SHA-256";
  /** What each file's sha256 is of. */
  hashOf: string;
  filters: Pick<HistoryQuery, "q" | "source" | "company" | "companyName">;
  limit: number;
  matched: number;
  truncated: boolean;
  note?: string;
  files: ManifestFile[];
  missing: { photoId: string; inspectionId: string; companyName: string; sha256: string; reason: string }[];
}

export const photoZipFileName = (now: Date) => `SiteProof_Photos_${now.toISOString().slice(0, 10)}.zip`;

function validDate(iso: string, fallback: Date): Date {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? fallback : d;
}

/** A file of an archive that is not a photo: a table, a report, signed evidence. */
export interface ArchiveFile {
  name: string;
  lastModified: Date;
  input: string | Uint8Array;
}

/** What the photo entries write into: the files that are in, the ones storage did not have. */
type PhotoLedger = Pick<PhotoZipManifest, "count" | "files" | "missing">;

async function* zipEntries(
  bucket: R2Bucket,
  photos: readonly ExportPhoto[],
  manifest: PhotoLedger,
  now: Date,
  credential?: Credentialer,
  leading?: () => AsyncIterable<ArchiveFile>,
) {
  // Made as the archive is read, like the photos, so no more than one of them is held at a time.
  if (leading) yield* leading();
  const name = zipEntryNamer();
  // One object is fetched ahead, so R2's answer time overlaps the streaming of the photo before it.
  const fetchObject = (n: number): Promise<R2ObjectBody | null | Error> =>
    bucket.get(photos[n].r2Key).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))));
  let ahead: Promise<R2ObjectBody | null | Error> | null = photos.length ? fetchObject(0) : null;
  try {
    for (let n = 0; n < photos.length; n++) {
      const object = await ahead!;
      ahead = n + 1 < photos.length ? fetchObject(n + 1) : null;
      const photo = photos[n];
      if (!object || object instanceof Error) {
        manifest.missing.push({
          photoId: photo.id,
          inspectionId: photo.inspectionId,
          companyName: photo.companyName,
          sha256: photo.sha256,
          reason: object ? "storage error" : "not in storage",
        });
        continue;
      }
      const bytes = credential?.signs ? await credential(photo.id, new Uint8Array(await object.arrayBuffer())) : null;
      const file: ManifestFile = {
        name: name(photo),
        photoId: photo.id,
        inspectionId: photo.inspectionId,
        companyName: photo.companyName,
        capturedAt: photo.capturedAt,
        latitude: photo.latitude,
        longitude: photo.longitude,
        sha256: photo.sha256,
        receiptHash: photo.receiptHash,
        size: bytes?.length ?? object.size,
        contentCredentials: bytes !== null && bytes.length !== object.size,
      };
      manifest.files.push(file);
      yield { name: file.name, lastModified: validDate(photo.capturedAt, now), input: bytes ?? object.body, size: file.size };
    }
    manifest.count = manifest.files.length;
    yield { name: "manifest.json", lastModified: now, input: JSON.stringify(manifest, null, 2) };
  } finally {
    // A download stopped early: let go of the body fetched ahead.
    void ahead?.then((o) => (o && !(o instanceof Error) ? o.body.cancel() : undefined)).catch(() => undefined);
  }
}

/**
 * A streamed ZIP of `leading` files, then the photos (in zipOrder) with their Content Credentials, then
 * manifest.json once the photos are known: the organization's evidence export uses it as the history does.
 */
export function photoArchive<M extends PhotoLedger>(
  bucket: R2Bucket,
  photos: readonly ExportPhoto[],
  manifest: M,
  now: Date,
  credential?: Credentialer,
  leading?: () => AsyncIterable<ArchiveFile>,
): ReadableStream<Uint8Array> {
  return makeZip(zipEntries(bucket, zipOrder(photos), manifest, now, credential, leading));
}

/**
 * The streamed ZIP response; `matched` and `truncated` come from the query that picked `photos`;
 * `credential` inserts each photo's Content Credentials.
 */
export function photoZipResponse(
  bucket: R2Bucket,
  photos: readonly ExportPhoto[],
  info: { filters: HistoryQuery; matched: number; truncated: boolean },
  now = new Date(),
  credential?: Credentialer,
): Response {
  const { q, source, company, companyName } = info.filters;
  const manifest: PhotoZipManifest = {
    exportedAt: now.toISOString(),
    count: 0,
    hashAlgorithm: "SHA-256",
    hashOf: credential?.signs
      ? "The photo as accepted: each file without its Content Credentials (C2PA APP11 segments), which is the file the receipt names"
      : "The photo as accepted, which is the file the receipt names",
    filters: { q, source, company, companyName },
    limit: PHOTO_ZIP_LIMIT,
    matched: info.matched,
    truncated: info.truncated,
    ...(info.truncated
      ? {
          note: `${info.matched} photos match these filters; this archive holds the newest inspections' photos, at most ${PHOTO_ZIP_LIMIT}. Narrow the filters to download the rest.`,
        }
      : {}),
    files: [],
    missing: [],
  };
  return new Response(photoArchive(bucket, photos, manifest, now, credential), {
    headers: { "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="${photoZipFileName(now)}"`, "Cache-Control": "no-store" },
  });
}
