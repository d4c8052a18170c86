// What the demo seeder sends to save a planned inspection (scripts/demo/seed-demo.ts), shared with the
// demo's integration test so both send the same body.
import type { DemoInspection, DemoPlan } from "./portfolio";
import { caseVisitOf, demoTeam } from "./team";

/** The "save inspection" body the seeder sends for planned inspection `x`, as the camera would. */
export function demoPayload(plan: DemoPlan, x: DemoInspection) {
  const first = x.photos[0];
  // The inspections planned for Deccan Finance's cases: saved for the case, they submit it.
  const forCase = caseVisitOf(demoTeam(plan), x.id);
  return {
    id: x.id,
    companyId: forCase?.case.companyId ?? x.companyId,
    ...(forCase ? { case: { id: forCase.case.id, metName: forCase.visit.met.name, metRole: forCase.visit.met.role } } : {}),
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
