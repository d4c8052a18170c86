// Where everything lives in the one R2 bucket (binding PHOTOS), by what it holds:
//   users/{user}/photos/{photo}/{sha256}.jpg   originals, named by their bytes (see photoKeys)
//   users/{user}/thumbs/{photo}/{sha256}.jpg   their 320 px thumbnails
//   users/{user}/backups/{YYYY-MM-DD}.json     Auto Backup, the newest 7 kept (30 for Premium)
//   signatures/{inspection}/{question}.png     a case's checklist signatures; the answer stores the PNG's SHA-256
//   uploads/companies/{job}.csv                an admin's CSV while its job runs
//   exports/turnaround/{job}.csv               an organization's MIS export made by the queue, kept 7 days (turnaround/prepared-export.ts)
// Rows store the full key, so a photo stored under an older layout is still found.

/**
 * A photo's objects, named by the photo and by the SHA-256 of its bytes. Two uploads of one photo id
 * with different bytes write different objects, so the row that wins the insert always names the
 * bytes its receipt hashes, and the loser removes only its own objects.
 */
export const photoKeys = (userId: string, photoId: string, sha256: string) => ({
  original: `users/${userId}/photos/${photoId}/${sha256}.jpg`,
  thumbnail: `users/${userId}/thumbs/${photoId}/${sha256}.jpg`,
});

export const backupPrefix = (userId: string) => `users/${userId}/backups/`;
/** A backup's key by its day, "YYYY-MM-DD" (the caller checks the day's form). */
export const backupDayKey = (userId: string, day: string) => `${backupPrefix(userId)}${day}.json`;
export const backupKey = (userId: string, at: Date) => backupDayKey(userId, at.toISOString().slice(0, 10));

export const UPLOADS_PREFIX = "uploads/companies/";
export const uploadKey = (jobId: string) => `${UPLOADS_PREFIX}${jobId}.csv`;

export const MIS_EXPORTS_PREFIX = "exports/turnaround/";
export const misExportKey = (jobId: string) => `${MIS_EXPORTS_PREFIX}${jobId}.csv`;

/** A checklist capture's signatures, removed with the inspection by the retention rule. */
export const signaturePrefix = (inspectionId: string) => `signatures/${inspectionId}/`;
export const signatureKey = (inspectionId: string, questionId: string) => `${signaturePrefix(inspectionId)}${questionId}.png`;
