// The local demo seeder's door (scripts/demo/seed-demo.ts, run by `npm start`): it stores the demo
// portfolio through the upload, save and review code with the plan's past instants.
import * as v from "valibot";
import { acceptDemoPhoto, demoSeeded, demoSummary, saveDemoInspection, seedDemoActivity, seedDemoRows } from "../../app/features/demo/seed.server";
import { demoPlan } from "../../app/features/demo/portfolio";
import { reviewDemoInspection, seedDemoTeam } from "../../app/features/demo/team.server";
import { InspectionPayloadSchema } from "../../app/platform/inspection-payload";
import { PhotoMetaSchema } from "../../app/features/capture/photo-meta";
import { getDb } from "../../app/platform/db/db.server";
import { done, readForm } from "../../app/platform/request.server";

const Instant = v.pipe(v.string(), v.isoTimestamp());
const Json = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: "Not JSON" });
        return NEVER;
      }
    }),
    schema,
  );

const Step = v.variant("intent", [
  v.object({ intent: v.literal("begin"), now: Instant }),
  v.object({ intent: v.literal("photo"), file: v.instance(File), meta: Json(PhotoMetaSchema), receivedAt: Instant }),
  v.object({ intent: v.literal("inspection"), payload: Json(InspectionPayloadSchema), savedAt: Instant, source: v.picklist(["web", "mobile"]) }),
  v.object({ intent: v.literal("review"), now: Instant, inspectionId: v.pipe(v.string(), v.maxLength(100)) }),
  v.object({ intent: v.literal("finish"), now: Instant }),
]);

export async function seedDemoStep(env: Env, request: Request): Promise<Response> {
  const db = getDb(env.DB);
  const origin = new URL(env.APP_URL).origin;
  const step = await readForm(request, Step, { maxBytes: 20 * 1_048_576 });
  switch (step.intent) {
    case "begin": {
      if (await demoSeeded(db)) return done({ seeded: true, summary: await demoSummary(db, origin) });
      const plan = demoPlan(step.now);
      await seedDemoRows(db, plan);
      await seedDemoTeam(db, plan);
      return done({ seeded: false });
    }
    case "photo": {
      const photo = await acceptDemoPhoto(env, db, new Uint8Array(await step.file.arrayBuffer()), step.meta, new Date(step.receivedAt));
      return done({ id: photo.id });
    }
    case "inspection":
      return done({ ...(await saveDemoInspection(env, db, step.payload, new Date(step.savedAt), step.source)) });
    case "review":
      return done({ disposed: await reviewDemoInspection(env, db, demoPlan(step.now), step.inspectionId) });
    case "finish":
      await seedDemoActivity(env, db, demoPlan(step.now));
      return done({ summary: await demoSummary(db, origin) });
  }
}
