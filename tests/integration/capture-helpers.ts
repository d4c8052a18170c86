import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { defaultAssessment } from "../../app/platform/assessment";
import { ORIGIN, post, signUp, userByEmail } from "./helpers";
import { makeJpeg } from "./jpeg";

export async function newInspector() {
  const s = await signUp();
  const userId = String((await userByEmail(s.email))!.id);
  await post(
    "/app/database?_data=routes%2Fapp.database",
    { intent: "create", name: "Acme Cold Storage", cin: "U12345MH2015PTC123456", address: "Pune, Maharashtra" },
    { cookie: s.cookie },
  );
  const company = await env.DB.prepare("SELECT id FROM companies WHERE user_id = ?").bind(userId).first<{ id: string }>();
  return { ...s, userId, companyId: company!.id };
}

export function meta(inspectionId: string, overrides: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  return {
    id,
    fileName: `SiteProof_${Date.now()}_${id.replace(/-/g, "").slice(0, 8)}.jpg`,
    capturedAt: new Date().toISOString(),
    latitude: 19.076,
    longitude: 72.8777,
    accuracy: 12,
    address: "Pune",
    cameraDirection: "environment",
    flashMode: "off",
    inspectionId,
    ...overrides,
  };
}

export function upload(cookie: string, bytes: Uint8Array<ArrayBuffer>, m: Record<string, unknown>) {
  const form = new FormData();
  form.set("file", new File([bytes], String(m.fileName), { type: "image/jpeg" }));
  form.set("meta", JSON.stringify(m));
  return SELF.fetch(`${ORIGIN}/app/photos`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" }, body: form });
}

export function save(cookie: string, body: Record<string, unknown>) {
  return SELF.fetch(`${ORIGIN}/app/inspections`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export const count = async (sql: string, ...bind: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...bind)
    .first<{ n: number }>())!.n;

/** The inspection each uploaded photo was taken for: as in the app, a save uses that draft's id. */
const draftOf = new Map<string, string>();

export async function uploadedPhoto(cookie: string, inspectionId: string) {
  const m = meta(inspectionId);
  const res = await upload(cookie, makeJpeg(), m);
  expect(res.status).toBe(200);
  draftOf.set(m.id, inspectionId);
  return m.id;
}

export function payload(companyId: string, photoIds: string[], extra: Record<string, unknown> = {}) {
  return {
    id: (photoIds.length && draftOf.get(photoIds[0])) || crypto.randomUUID(),
    companyId,
    photoIds,
    assessment: defaultAssessment(),
    notes: "  Gate locked; met manager.  ",
    timestamp: new Date().toISOString(),
    location: { latitude: 19.076, longitude: 72.8777, accuracy: 12, address: "Pune" },
    additionalData: { appVersion: "1.0.0", storageType: "indexeddb" },
    ...extra,
  };
}
