// How long a prepared MIS export (written to R2 by the queue) stays to download. The daily clean-up
// (workers/cleanup.ts) removes older files; the page stops offering one past its days, since a
// download link answered 410 would only fail in the browser's downloads.

export const MIS_EXPORT_KEPT_DAYS = 7;
export const PREPARED_EXPORT_GONE = "This export is no longer available; prepare it again.";

/** Whether an export that finished at `finishedAt` is past its days (the clean-up may not have run yet). */
export const preparedExportGone = (finishedAt: string | null, now: Date) =>
  finishedAt !== null && now.getTime() - Date.parse(finishedAt) > MIS_EXPORT_KEPT_DAYS * 86_400_000;
