// What the demo seeder sends to save a planned inspection (scripts/demo/seed-demo.ts), shared with the
// demo's integration test so both send the same body.
import type { DemoInspection, DemoPlan } from "./portfolio";
import { demoTeam } from "./team";

/** The "save inspection" body the seeder sends for planned inspection `x`, as the camera would. */
export function demoPayload(plan: DemoPlan, x: DemoInspection) {
  const first = x.photos[0];
  // The newest inspections were made for Deccan Finance's cases: saved for the case, they submit it.
  const forCase = demoTeam(plan).cases.find((c) => c.inspectionId === x.id);
  return {
    id: x.id,
    companyId: forCase?.companyId ?? x.companyId,
    ...(forCase ? { case: { id: forCase.id, metName: forCase.met!.name, metRole: forCase.met!.role } } : {}),
    visitId: x.visitId,
    photoIds: x.photos.map((p) => p.id),
    assessment: x.assessment,
    notes: x.notes,
    timestamp: first.capturedAt,
    location:
      first.latitude === null || first.longitude === null
        ? null
        : { latitude: first.latitude, longitude: first.longitude, accuracy: first.accuracy, address: first.address },
    additionalData: {
      appVersion: "demo",
      platform: x.source === "mobile" ? "Android" : "Web",
      captureDevice: x.source === "mobile" ? "Rear camera" : "Webcam",
      storageType: "cloud",
    },
  };
}
