// Sends inspections saved without a network: their photos first, then the inspection. The server
// stores an inspection id once, so sending again after a lost answer adds nothing twice.
import { deletePhotos, pendingInspections, photosOf, queueInspection, removePending } from "./photo-store";
import { type SendResult, sendInspection, uploadPhoto } from "./upload";

let running: Promise<number> | null = null;

/** Sends what waits; returns how many inspections reached the server. Runs one at a time. */
export function syncPendingInspections(): Promise<number> {
  running ??= (async () => {
    let sent = 0;
    try {
      for (const pending of await pendingInspections()) {
        const photos = await photosOf(pending.id);
        let failed: SendResult | null = null;
        for (const photo of photos.filter((p) => !p.uploaded)) {
          const r = await uploadPhoto(photo, () => {});
          if (!r.ok) {
            failed = r;
            break;
          }
        }
        if (failed && !failed.ok) {
          if (failed.offline) break;
          await queueInspection({ ...pending, lastError: failed.error });
          continue;
        }
        const result = await sendInspection(pending.payload);
        if (result.ok) {
          await removePending(pending.id);
          await deletePhotos(photos.map((p) => p.id));
          sent++;
        } else if (result.offline) break;
        else await queueInspection({ ...pending, lastError: result.error });
      }
    } finally {
      running = null;
    }
    return sent;
  })();
  return running;
}
