// Sends one photo to the Worker by XHR, because fetch cannot report upload progress (the capture
// page's bars); a network failure is told apart from a refusal so that only the first is retried.
import { markUploaded, type StoredPhoto } from "../offline/photo-store";
import { photoForm } from "../offline/sender";

/** `matches`: what the server's fingerprint look-up says of the photo, in words. */
export type SendResult = { ok: true; matches: string[] } | { ok: false; offline: boolean; error: string };

function matchesOf(responseText: string): string[] {
  try {
    const body = JSON.parse(responseText) as { matches?: { text?: unknown }[] };
    return (body.matches ?? []).map((m) => String(m.text ?? "")).filter(Boolean);
  } catch {
    return [];
  }
}

export function uploadPhoto(photo: StoredPhoto, onProgress: (fraction: number) => void): Promise<SendResult> {
  return new Promise((resolve) => {
    const form = photoForm(photo);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/app/photos");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = async () => {
      if (xhr.status === 200) {
        await markUploaded(photo.id);
        onProgress(1);
        resolve({ ok: true, matches: matchesOf(xhr.responseText) });
      } else {
        let error = `Upload failed (${xhr.status})`;
        try {
          error = JSON.parse(xhr.responseText).message ?? error;
        } catch {
          /* not JSON */
        }
        resolve({ ok: false, offline: xhr.status === 0 || xhr.status >= 500, error });
      }
    };
    xhr.onerror = () => resolve({ ok: false, offline: true, error: "No network connection" });
    xhr.send(form);
  });
}
