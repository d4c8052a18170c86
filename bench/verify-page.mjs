// A public verify page for benchmarks and screenshots, made through the app's own routes.
import { cameraPhoto } from "./camera-photo.mjs";
import { defaultAssessment } from "../app/platform/assessment";

/** A verify page for one saved inspection with one photo, made through the app's own routes. */
export async function verifyPage(base, cookie) {
  const headers = { Cookie: cookie, Origin: base };
  await fetch(`${base}/app/database?_data=routes%2Fapp.database`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "create", name: "Lighthouse Cold Storage", address: "Pune, Maharashtra" }),
  });
  const { companies } = await (await fetch(`${base}/app/database?_data=routes%2Fapp.database&q=Lighthouse`, { headers })).json();
  const inspectionId = crypto.randomUUID(),
    photoId = crypto.randomUUID();
  const form = new FormData();
  form.set("file", new Blob([cameraPhoto(1, 1280, 720)], { type: "image/jpeg" }), "p.jpg");
  form.set(
    "meta",
    JSON.stringify({
      id: photoId,
      fileName: `SiteProof_${Date.now()}_${photoId.slice(0, 8)}.jpg`,
      capturedAt: new Date().toISOString(),
      latitude: 18.52,
      longitude: 73.85,
      accuracy: 10,
      address: "Pune",
      cameraDirection: "environment",
      flashMode: "off",
      inspectionId,
    }),
  );
  const up = await fetch(`${base}/app/photos`, { method: "POST", body: form, headers });
  if (up.status !== 200) throw new Error(`photo upload failed: ${up.status}`);
  const assessment = defaultAssessment();
  const body = {
    id: inspectionId,
    companyId: companies[0].id,
    photoIds: [photoId],
    assessment,
    notes: "Lighthouse run",
    timestamp: new Date().toISOString(),
    location: { latitude: 18.52, longitude: 73.85, accuracy: 10, address: "Pune" },
    additionalData: {},
  };
  const saved = await fetch(`${base}/app/inspections`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (saved.status !== 201) throw new Error(`save failed: ${saved.status}`);
  const { link } = await (
    await fetch(`${base}/app/evidence/${inspectionId}`, { method: "POST", headers, body: new URLSearchParams({ intent: "create", days: "7" }) })
  ).json();
  return new URL(link.url).pathname;
}
