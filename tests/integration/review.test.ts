// Review (issue 32): the signed disposition checks with the published keys and fails on any altered
// field; a reviewer never decides on their own inspection; two reviewers at once give one winner; a
// Re-visit returns the case to its inspector, whose next capture submits it again; the notifications.
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { canonicalJson } from "../../app/platform/canonical-json";
import type { Reminder } from "../../app/platform/reminders/registry";
import { userHub } from "../../app/features/notifications/user-hub.server";
import { checkDispositionChain, type SignedDisposition } from "../../app/features/evidence/disposition";
import { REVIEW_MESSAGES } from "../../app/features/review/review-rules";
import { recordDisposition } from "../../app/features/review/dispose.server";
import type { MemberContext } from "../../app/features/organizations/membership.server";
import { getDb, schema } from "../../app/platform/db/db.server";
import { caseRow, eventsOf, join, newCase, newOrg } from "./allocation-factories";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, post, signUp } from "./helpers";

const reviewPath = (code: string, caseId: string) => `/app/org/${code}/review/${caseId}?_data=${encodeURIComponent("routes/app.org.$code.review.$caseId")}`;
const queuePath = (code: string, q = "") => `/app/org/${code}/review?_data=${encodeURIComponent("routes/app.org.$code.review._index")}${q}`;
const reopenPath = (code: string, caseId: string) =>
  `/app/org/${code}/cases/${caseId}/reopen?_data=${encodeURIComponent("routes/app.org.$code.cases.$caseId.reopen")}`;
const stub = (userId: string) => env.USER_HUB.get(env.USER_HUB.idFromName(userId));

async function team() {
  const org = await newOrg();
  const reviewer = await signUp(undefined, undefined, "Meera Reviewer");
  const second = await signUp(undefined, undefined, "Kabir Reviewer");
  const manager = await signUp(undefined, undefined, "Meena Iyer");
  const inspector = await newInspector();
  const ids = {
    reviewer: await join(org.id, reviewer.email, "reviewer"),
    second: await join(org.id, second.email, "reviewer"),
    manager: await join(org.id, manager.email, "manager"),
    inspector: await join(org.id, inspector.email, "inspector"),
  };
  return { org, reviewer, second, manager, inspector, ids };
}

type Team = Awaited<ReturnType<typeof team>>;

async function capture(t: Team, caseId: string) {
  const photo = await uploadedPhoto(t.inspector.cookie, crypto.randomUUID());
  const body = payload(t.org.companyId, [photo], { case: { id: caseId, metName: "Ravi Shah", metRole: "Proprietor" } });
  const res = await save(t.inspector.cookie, body);
  expect(res.status).toBe(201);
  return body.id as string;
}

async function submitted(t: Team) {
  const caseId = await newCase(t.org, { assigneeId: t.ids.inspector });
  const inspectionId = await capture(t, caseId);
  return { caseId, inspectionId };
}

const dispose = (t: Team, cookie: string, caseId: string, fields: Record<string, string>) =>
  post(reviewPath(t.org.code, caseId), { intent: "dispose", ...fields }, { cookie });

async function chainOf(caseId: string): Promise<SignedDisposition[]> {
  const rows = await env.DB.prepare("SELECT body, signature, key_id FROM dispositions WHERE case_id = ? ORDER BY created_at, rowid")
    .bind(caseId)
    .all<{ body: string; signature: string; key_id: string }>();
  return rows.results.map((r) => ({ text: r.body, signature: r.signature, keyId: r.key_id }));
}

async function publishedKeys() {
  const res = await get("/.well-known/siteproof-keys.json");
  expect(res.status).toBe(200);
  return (await res.json()) as { keys: { kid: string; jwk: { x: string } }[] };
}

const sealOf = async (inspectionId: string) =>
  (await env.DB.prepare("SELECT seal FROM inspections WHERE id = ?").bind(inspectionId).first<{ seal: string }>())!.seal;

describe("the review queue", () => {
  it("lists submitted cases oldest submission first, filtered by inspector, type and age, a page at a time", async () => {
    const t = await team();
    const other = await signUp(undefined, undefined, "Arun Pillai");
    const otherId = await join(t.org.id, other.email, "inspector");
    const now = Date.now();
    const mine: string[] = [];
    for (let i = 0; i < 52; i++)
      mine.push(await newCase(t.org, { assigneeId: t.ids.inspector, status: "submitted", submittedAt: new Date(now - (60 - i) * 60_000).toISOString() }));
    const old = await newCase(t.org, {
      assigneeId: otherId,
      status: "submitted",
      verificationType: "residence",
      submittedAt: new Date(now - 2 * 86_400_000).toISOString(),
    });
    await newCase(t.org, { assigneeId: t.ids.inspector, status: "verified", submittedAt: new Date(now - 3 * 86_400_000).toISOString() });
    type Page = { cases: { id: string; inspector: string }[]; next: string | null };
    const read = async (q = "") => (await (await get(queuePath(t.org.code, q), t.reviewer.cookie)).json()) as Page;

    const first = await read();
    expect(first.cases.map((c) => c.id)).toEqual([old, ...mine.slice(0, 49)]);
    expect(first.cases[0].inspector).toBe("Arun Pillai");
    const second = await read(`&after=${encodeURIComponent(first.next!)}`);
    expect(second).toEqual({
      cases: mine.slice(49).map((id) => expect.objectContaining({ id })),
      next: null,
      inspectors: expect.any(Array),
      query: expect.any(Object),
      now: expect.any(String),
    });
    expect((await read(`&inspector=${otherId}`)).cases.map((c) => c.id)).toEqual([old]);
    expect((await read("&type=residence")).cases.map((c) => c.id)).toEqual([old]);
    expect((await read("&age=24h")).cases.map((c) => c.id)).toEqual([old]);
    expect((await read("&age=4h&inspector=" + t.ids.inspector)).cases).toEqual([]);
  });
});

describe("a submission", () => {
  it("notifies the organization's reviewers and keeps a 24-hour reminder that fires once", async () => {
    const t = await team();
    const { caseId } = await submitted(t);
    const kinds = (userId: string, kind: string) => count("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = ?", userId, kind);
    expect(await kinds(t.ids.reviewer, "case_submitted")).toBe(1);
    expect(await kinds(t.ids.second, "case_submitted")).toBe(1);
    expect(await kinds(t.ids.manager, "case_submitted")).toBe(0);
    const reminder = (await userHub(env, t.ids.inspector).reminders()).find((r) => r.visitId === `review:${caseId}`)!;
    expect(reminder.at - Date.parse(String((await caseRow(caseId))!.submitted_at))).toBe(24 * 3600_000);

    // 24 hours on, still unreviewed: each reviewer is reminded once, however often the alarm runs.
    await env.DB.prepare("UPDATE cases SET submitted_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 25 * 3600_000).toISOString(), caseId)
      .run();
    const fire = async () => {
      await runInDurableObject(stub(t.ids.inspector), async (_i, state) => {
        await state.storage.put(`reminder:review:${caseId}`, { ...reminder, at: Date.now() - 1000 } satisfies Reminder);
      });
      await runDurableObjectAlarm(stub(t.ids.inspector));
    };
    await fire();
    await fire();
    expect(await kinds(t.ids.reviewer, "review_reminder")).toBe(1);
    expect(await kinds(t.ids.second, "review_reminder")).toBe(1);
    expect((await caseRow(caseId))!.review_reminded_at).toBeTruthy();
    expect(await userHub(env, t.ids.reviewer).unreadCount(t.ids.reviewer)).toBe(2);
  });
});

describe("a disposition", () => {
  it("is signed over the case, the seal and the decision: it checks with the published key and fails when any field is altered", async () => {
    const t = await team();
    const { caseId, inspectionId } = await submitted(t);
    const res = await dispose(t, t.reviewer.cookie, caseId, { outcome: "revisit", remark: "The name board is not in any photo" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, message: REVIEW_MESSAGES.recorded });

    const [signed] = await chainOf(caseId);
    const body = JSON.parse(signed.text);
    expect(body).toMatchObject({ type: "siteproof.disposition", inspectionId, visit: 1, outcome: "revisit", prev: null, replaces: null });
    expect(body.caseReference).toMatch(/^REF-/);
    const keys = await publishedKeys();
    const seals = { [inspectionId]: await sealOf(inspectionId) };
    expect((await checkDispositionChain([signed], keys, seals)).ok).toBe(true);
    for (const field of ["caseReference", "sealHash", "outcome", "remark", "decidedAt", "inspectionId", "visit"]) {
      const altered = canonicalJson({ ...body, [field]: field === "visit" ? 2 : `${body[field]}x` });
      expect((await checkDispositionChain([{ ...signed, text: altered }], keys, seals)).ok, field).toBe(false);
    }
    const reviewer = canonicalJson({ ...body, reviewer: { ...body.reviewer, name: "Someone Else" } });
    expect((await checkDispositionChain([{ ...signed, text: reviewer }], keys, seals)).ok).toBe(false);

    // The Re-visit: the next visit, still the inspector's, who is told why; the inspection never changes.
    expect(await caseRow(caseId)).toMatchObject({ status: "revisit", visit: 2, assignee_id: t.ids.inspector, inspection_id: inspectionId });
    const note = await env.DB.prepare("SELECT title, message FROM notifications WHERE user_id = ? AND kind = 'case_review'").bind(t.ids.inspector).first();
    expect(note).toEqual({ title: "Re-visit: Shree Ganesh Traders", message: expect.stringContaining("The name board is not in any photo") });
    expect((await eventsOf(caseId)).map((e) => e.kind)).toEqual(["submitted", "disposed"]);
  });

  it("needs a remark for all but Verified (422, nothing written)", async () => {
    const t = await team();
    const { caseId } = await submitted(t);
    const res = await dispose(t, t.reviewer.cookie, caseId, { outcome: "not_verified", remark: "" });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ fieldErrors: { remark: REVIEW_MESSAGES.remark }, values: { outcome: "not_verified" } });
    expect(await count("SELECT count(*) AS n FROM dispositions WHERE case_id = ?", caseId)).toBe(0);
    expect(await caseRow(caseId)).toMatchObject({ status: "submitted", disposition_id: null });
  });

  it("is refused to a reviewer who captured the inspection", async () => {
    const t = await team();
    const { caseId } = await submitted(t);
    // The inspector who captured it has since become a reviewer.
    await env.DB.prepare("UPDATE memberships SET role = 'reviewer' WHERE organization_id = ? AND user_id = ?").bind(t.org.id, t.ids.inspector).run();
    const res = await dispose(t, t.inspector.cookie, caseId, { outcome: "verified", remark: "" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: REVIEW_MESSAGES.ownInspection });
    expect(await count("SELECT count(*) AS n FROM dispositions WHERE case_id = ?", caseId)).toBe(0);
    expect(await caseRow(caseId)).toMatchObject({ status: "submitted" });
  });

  it("two reviewers at once: exactly one disposition, the other a 409", async () => {
    const t = await team();
    const { caseId } = await submitted(t);
    const answers = await Promise.all([
      dispose(t, t.reviewer.cookie, caseId, { outcome: "verified", remark: "" }),
      dispose(t, t.second.cookie, caseId, { outcome: "not_verified", remark: "Closed shop" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(await loser.json()).toMatchObject({ message: expect.stringMatching(/Someone else recorded a decision|not waiting for a review/) });
    expect(await count("SELECT count(*) AS n FROM dispositions WHERE case_id = ?", caseId)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM case_events WHERE case_id = ? AND kind = 'disposed'", caseId)).toBe(1);
  });

  it("two decisions made on the same read of the case: the guarded batch lets exactly one through", async () => {
    const t = await team();
    const { caseId } = await submitted(t);
    const db = getDb(env.DB);
    const as = async (userId: string): Promise<MemberContext> => ({
      user: (await db.select().from(schema.users).where(eq(schema.users.id, userId)).get())!,
      org: (await db.select().from(schema.organizations).where(eq(schema.organizations.id, t.org.id)).get())!,
      membership: (await db.select().from(schema.memberships).where(eq(schema.memberships.userId, userId)).get())!,
    });
    const [a, b] = [await as(t.ids.reviewer), await as(t.ids.second)];
    // Both calls read the submitted case before either writes: only the guard can tell them apart.
    const results = await Promise.allSettled([
      recordDisposition(env, db, a, caseId, { intent: "dispose", outcome: "verified", remark: "" }),
      recordDisposition(env, db, b, caseId, { intent: "dispose", outcome: "not_found", remark: "No such shop" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ status: 409 });
    expect(await count("SELECT count(*) AS n FROM dispositions WHERE case_id = ?", caseId)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM case_events WHERE case_id = ? AND kind = 'disposed'", caseId)).toBe(1);
    const row = await caseRow(caseId);
    expect(await count("SELECT count(*) AS n FROM dispositions WHERE id = ?", String(row!.disposition_id))).toBe(1);
  });
});

describe("a re-visited case", () => {
  it("is captured again and submitted with its new inspection; both visits, the decisions and a correction form one chain", async () => {
    const t = await team();
    const { caseId, inspectionId: first } = await submitted(t);
    await dispose(t, t.reviewer.cookie, caseId, { outcome: "revisit", remark: "Photograph the stock room" });
    const second = await capture(t, caseId);
    expect(await caseRow(caseId)).toMatchObject({ status: "submitted", visit: 2, inspection_id: second, review_reminded_at: null });
    const linked = await env.DB.prepare("SELECT id FROM inspections WHERE case_id = ? ORDER BY created_at").bind(caseId).all();
    expect(linked.results.map((r) => r.id)).toEqual([first, second]);
    const queue = (await (await get(queuePath(t.org.code), t.reviewer.cookie)).json()) as { cases: { id: string }[] };
    expect(queue.cases.map((c) => c.id)).toContain(caseId);

    expect((await dispose(t, t.second.cookie, caseId, { outcome: "verified", remark: "" })).status).toBe(200);
    const dispositionId = String((await caseRow(caseId))!.disposition_id);
    const corrected = await post(
      reviewPath(t.org.code, caseId),
      { intent: "correct", replaces: dispositionId, outcome: "not_verified", remark: "The stock belongs to the neighbour" },
      { cookie: t.reviewer.cookie },
    );
    expect(corrected.status).toBe(200);
    expect(await caseRow(caseId)).toMatchObject({ status: "not_verified", visit: 2 });
    // A second correction of the replaced one is refused.
    const stale = await post(
      reviewPath(t.org.code, caseId),
      { intent: "correct", replaces: dispositionId, outcome: "verified", remark: "" },
      { cookie: t.reviewer.cookie },
    );
    expect(stale.status).toBe(409);

    const chain = await chainOf(caseId);
    expect(chain.map((d) => JSON.parse(d.text).outcome)).toEqual(["revisit", "verified", "not_verified"]);
    expect(JSON.parse(chain[2].text).replaces.id).toBe(dispositionId);
    const check = await checkDispositionChain(chain, await publishedKeys(), { [first]: await sealOf(first), [second]: await sealOf(second) });
    expect(check.ok).toBe(true);

    const screen = (await (await get(reviewPath(t.org.code, caseId), t.reviewer.cookie)).json()) as {
      visits: { visit: number; dispositions: unknown[] }[];
      chain: { ok: boolean };
    };
    expect(screen.visits.map((v) => [v.visit, v.dispositions.length])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(screen.chain.ok).toBe(true);
  });

  it("shows the reviewer the identity checks of the company the inspection recorded", async () => {
    const t = await team();
    // A GSTIN whose check character is wrong (27AAPFU0939F1ZV is the valid one).
    await env.DB.prepare("UPDATE companies SET gstin = '27AAPFU0939F1ZA' WHERE id = ?").bind(t.org.companyId).run();
    const { caseId } = await submitted(t);
    const screen = (await (await get(reviewPath(t.org.code, caseId), t.reviewer.cookie)).json()) as {
      current: { identity: { level: string; text: string }[] };
    };
    expect(screen.current.identity).toContainEqual(expect.objectContaining({ level: "warning", text: expect.stringContaining("should be V") }));
  });

  it("a manager reopens a decided case for a new visit with a reason the capture shows", async () => {
    const t = await team();
    const { caseId } = await submitted(t);
    await dispose(t, t.reviewer.cookie, caseId, { outcome: "verified", remark: "" });
    expect((await post(reopenPath(t.org.code, caseId), { reason: "" }, { cookie: t.manager.cookie })).status).toBe(422);
    expect((await post(reopenPath(t.org.code, caseId), { reason: "Lender asked again" }, { cookie: t.reviewer.cookie })).status).toBe(403);
    const res = await post(reopenPath(t.org.code, caseId), { reason: "Lender asked for the back office" }, { cookie: t.manager.cookie });
    expect(res.status).toBe(200);
    expect(await caseRow(caseId)).toMatchObject({ status: "revisit", visit: 2 });
    const camera = await get(`/app/camera?case=${caseId}&org=${t.org.code}&_data=routes%2Fapp.camera`, t.inspector.cookie);
    expect(JSON.stringify(await camera.json())).toContain("Lender asked for the back office");
  });
});
