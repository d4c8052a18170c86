// The one way this device sends work to the server, for the capture page and the service worker alike:
// fetch, or XHR for a photo whose progress the capture page shows (fetch reports no upload progress).
// Either answer is read by readAnswer, and a photo is marked uploaded here, only on its receipt.
import { type Answer, isInspectionReceipt, isPhotoReceipt, readAnswer, type Reply } from "./answer";
import { markUploaded, type StoredPhoto } from "./photo-store";
import type { InspectionPayload } from "../../platform/inspection-payload";

export const PHOTOS_URL = "/app/photos";
export const INSPECTIONS_URL = "/app/inspections";

export function photoForm(photo: StoredPhoto): FormData {
  const form = new FormData();
  form.set("file", photo.blob, photo.fileName);
  form.set(
    "meta",
    JSON.stringify({
      id: photo.id,
      fileName: photo.fileName,
      capturedAt: photo.timestamp,
      latitude: photo.latitude,
      longitude: photo.longitude,
      accuracy: photo.accuracy,
      address: photo.address,
      cameraDirection: photo.cameraDirection,
      flashMode: photo.flashMode,
      inspectionId: photo.inspectionId,
      companyId: photo.companyId ?? null,
      ...(photo.captureCode ? { captureCode: photo.captureCode } : {}),
    }),
  );
  return form;
}

const NO_ANSWER: Reply = { status: 0, redirected: false, retryAfter: null, body: undefined };

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function fetchReply(url: string, init: RequestInit): Promise<Reply> {
  try {
    // manual: a redirect is seen as one, never followed to another page's 200.
    const res = await fetch(url, { ...init, method: "POST", credentials: "same-origin", redirect: "manual" });
    const redirected = res.type === "opaqueredirect" || res.redirected || (res.status >= 300 && res.status < 400);
    return { status: res.status, redirected, retryAfter: res.headers.get("Retry-After"), body: parsed(await res.text()) };
  } catch {
    return NO_ANSWER;
  }
}

function xhrReply(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<Reply> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    // XHR follows redirects by itself: the final address tells whether it did.
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        redirected: xhr.responseURL !== new URL(url, location.href).href,
        retryAfter: xhr.getResponseHeader("Retry-After"),
        body: parsed(xhr.responseText),
      });
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => resolve(NO_ANSWER);
    xhr.send(body);
  });
}

/** Sends one photo, marked uploaded on this device only on its receipt. With `onProgress` (a page), by XHR. */
export async function sendPhoto(photo: StoredPhoto, onProgress?: (fraction: number) => void): Promise<Answer> {
  const reply =
    onProgress && typeof XMLHttpRequest !== "undefined"
      ? await xhrReply(PHOTOS_URL, photoForm(photo), onProgress)
      : await fetchReply(PHOTOS_URL, { body: photoForm(photo) });
  const answer = readAnswer(reply, isPhotoReceipt(photo.id), Date.now());
  if (answer.kind === "ok") await markUploaded(photo.id);
  return answer;
}

/** Sends the inspection itself (its photos already sent); ok only on the receipt naming it. */
export async function sendInspection(payload: InspectionPayload): Promise<Answer> {
  const reply = await fetchReply(INSPECTIONS_URL, { headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) });
  return readAnswer(reply, isInspectionReceipt(payload.id), Date.now());
}

/** What the server's fingerprint look-up said of an uploaded photo, in words. */
export function matchesOf(answer: Answer): string[] {
  if (answer.kind !== "ok" || !Array.isArray(answer.body.matches)) return [];
  return (answer.body.matches as { text?: unknown }[]).map((m) => String(m?.text ?? "")).filter(Boolean);
}
