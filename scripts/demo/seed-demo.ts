// Seeds the demo portfolio into the running local app (npm start runs it; --no-demo or
// SITEPROOF_DEMO=0 skips it). This script plays the camera: it draws each photo's frame and
// watermark (app/features/demo/frame.ts) and sends it to the local server's /dev/demo door
// (workers/local-doors/demo.ts), which stores it through acceptPhoto and each inspection through saveInspection at the plan's past instant; the demo
// reviewer's planned decisions follow their inspection's save (the review step).
// Drawing here while the server checks and stores the previous photos keeps both cores busy.
// Usage: tsx scripts/demo/seed-demo.ts http://localhost:8787
import { demoFrame } from "../../app/features/demo/frame";
import { demoPlan } from "../../app/features/demo/portfolio";
import type { DemoSummary } from "../../app/features/demo/seed.server";
import { demoPayload } from "../../app/features/demo/payload";
import { caseVisitOf, demoTeam } from "../../app/features/demo/team";

// The camera writes the capture time in the phone's own zone: the demo inspector works in India.
process.env.TZ = "Asia/Kolkata";
const base = process.argv[2];
if (!base) throw new Error("usage: tsx scripts/demo/seed-demo.ts <app url>");
const IN_FLIGHT = 3;

/**
 * A new connection for each POST: drawing a frame blocks this process for seconds, long enough for
 * workerd to close an idle kept-alive connection (5 s) before Node's fetch sees it closed and writes on
 * it anyway (EPIPE). On a busy machine a fresh connection was still reset now and then (ECONNRESET,
 * nothing in the server's log): that POST is sent again.
 */
async function send(body: FormData, attempt = 1): Promise<Response> {
  try {
    return await fetch(`${base}/dev/demo`, { method: "POST", body, headers: { Origin: base, Connection: "close" } });
  } catch (error) {
    if (attempt === 3) throw error;
    return send(body, attempt + 1);
  }
}

async function step(fields: Record<string, string | Blob>): Promise<Record<string, unknown>> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const res = await send(body);
  const text = await res.text();
  if (!res.ok) throw new Error(`/dev/demo ${fields.intent}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export async function seedDemo(now = new Date()): Promise<{ summary: DemoSummary; seeded: boolean; ms: number }> {
  const started = Date.now();
  const begun = await step({ intent: "begin", now: now.toISOString() });
  if (begun.seeded) return { summary: begun.summary as DemoSummary, seeded: false, ms: Date.now() - started };
  const plan = demoPlan(now.toISOString());
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p)).catch(() => {});
    return p;
  };
  const saves: Promise<unknown>[] = [];
  const team = demoTeam(plan);
  // A case's later visit is saved only once the visit before it was disposed of (Re-visit reopens it).
  const reviewed = new Map<string, Promise<unknown>>();
  for (const x of plan.inspections) {
    const forCase = caseVisitOf(team, x.id);
    const uploads: Promise<unknown>[] = [];
    for (const p of x.photos) {
      while (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
      const bytes = demoFrame(
        { capturedAt: new Date(p.capturedAt), latitude: p.latitude, longitude: p.longitude, address: p.address, photoId: p.id, fileName: p.fileName },
        p.seed,
      );
      const meta = {
        id: p.id,
        fileName: p.fileName,
        capturedAt: p.capturedAt,
        latitude: p.latitude,
        longitude: p.longitude,
        accuracy: p.accuracy,
        address: p.address,
        cameraDirection: "environment",
        flashMode: "off",
        inspectionId: x.id,
      };
      uploads.push(track(step({ intent: "photo", file: new Blob([bytes], { type: "image/jpeg" }), meta: JSON.stringify(meta), receivedAt: p.receivedAt })));
    }
    const before = forCase?.before ? reviewed.get(forCase.before.inspectionId) : undefined;
    const saved = track(
      Promise.all([...uploads, before])
        .then(() => step({ intent: "inspection", payload: JSON.stringify(demoPayload(plan, x)), savedAt: x.savedAt, source: x.source }))
        .then(() => (forCase?.visit.disposition ? step({ intent: "review", now: now.toISOString(), inspectionId: x.id }) : null)),
    );
    reviewed.set(x.id, saved);
    saves.push(saved);
  }
  await Promise.all(saves);
  let summary = (await step({ intent: "finish", now: now.toISOString() })).summary as DemoSummary;
  // The admin's upload and broadcast run on the queue; the broadcast is one of the inspector's unread.
  for (let tries = 0; summary.pendingJobs > 0 && tries < 30; tries++) {
    await new Promise((r) => setTimeout(r, 500));
    summary = (await step({ intent: "begin", now: now.toISOString() })).summary as DemoSummary;
  }
  return { summary, seeded: true, ms: Date.now() - started };
}

const { summary, seeded, ms } = await seedDemo();
const made = `${summary.companies} companies, ${summary.inspections} sealed inspections with ${summary.photos} photos, ${summary.visits} visits, ${summary.unread} unread notifications`;
console.log(seeded ? `  Demo portfolio: seeded ${made} in ${(ms / 1000).toFixed(1)} s` : `  Demo portfolio: already there (${made})`);
if (summary.verifyUrl) console.log(`  Verify link:    ${summary.verifyUrl} (open it signed out)`);
