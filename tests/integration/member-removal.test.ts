// Issue 42: removing a member (or a member leaving) hands their open cases back to Unassigned with a history row that
// says why and tells the managers; nothing about the organization's cases reaches them afterwards (rows, badge, push),
// and the organization's notifications leave their list.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { userHub } from "../../app/features/notifications/user-hub.server";
import { caseRow, eventsOf, join, newCase, newOrg } from "./allocation-factories";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { ORIGIN, post, signUp } from "./helpers";
import { stubPushService } from "../stubs/push-service";
import { newSubscriber } from "../stubs/webpush-receiver";

const data = (route: string) => `?_data=${encodeURIComponent(route)}`;
const membersPath = (code: string) => `/app/org/${code}/members${data("routes/app.org.$code.members")}`;
const reviewPath = (code: string, caseId: string) => `/app/org/${code}/review/${caseId}${data("routes/app.org.$code.review.$caseId")}`;
const reopenPath = (code: string, caseId: string) => `/app/org/${code}/cases/${caseId}/reopen${data("routes/app.org.$code.cases.$caseId.reopen")}`;
const assignPath = (code: string, caseId: string) => `/app/org/${code}/cases/${caseId}/assign${data("routes/app.org.$code.cases.$caseId.assign")}`;

async function team() {
  const org = await newOrg("Deccan Finance");
  const manager = await signUp(undefined, undefined, "Meena Iyer");
  const owner = await signUp(undefined, undefined, "Vikram Shah");
  const reviewer = await signUp(undefined, undefined, "Meera Reviewer");
  const inspector = await newInspector();
  await env.DB.prepare("UPDATE users SET first_name = 'Ravi', last_name = 'Kumar' WHERE id = ?").bind(inspector.userId).run();
  const ids = {
    manager: await join(org.id, manager.email, "manager"),
    owner: await join(org.id, owner.email, "owner"),
    reviewer: await join(org.id, reviewer.email, "reviewer"),
    inspector: await join(org.id, inspector.email, "inspector"),
  };
  return { org, manager, owner, reviewer, inspector, ids };
}
type Team = Awaited<ReturnType<typeof team>>;

/** A case of the inspector's, captured and saved through the app: Submitted. */
async function submittedCase(t: Team) {
  const caseId = await newCase(t.org, { assigneeId: t.ids.inspector });
  const photo = await uploadedPhoto(t.inspector.cookie, crypto.randomUUID());
  const res = await save(t.inspector.cookie, payload(t.org.companyId, [photo], { case: { id: caseId, metName: "Anil Joshi", metRole: "Owner" } }));
  expect(res.status).toBe(201);
  return caseId;
}

async function subscribePush(cookie: string) {
  const subscriber = await newSubscriber();
  const res = await SELF.fetch(`${ORIGIN}/app/push`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json" },
    body: JSON.stringify({ endpoint: `https://push.example.test/sub/${crypto.randomUUID()}`, keys: subscriber.json }),
  });
  expect(res.status).toBe(200);
}

const orgNotes = (userId: string, orgId: string) => count("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND organization_id = ?", userId, orgId);

describe("removing a member", () => {
  it("hands their open cases back to Unassigned, says why, tells the managers, and sends them nothing about the organization again", async () => {
    const t = await team();
    const submitted = await submittedCase(t);
    const judged = await submittedCase(t);
    // Two open cases: one given through the app (its notification is the organization's), one already started.
    const given = await newCase(t.org);
    expect((await post(assignPath(t.org.code, given), { intent: "assign", assigneeId: t.ids.inspector }, { cookie: t.manager.cookie })).status).toBe(200);
    const started = await newCase(t.org, { assigneeId: t.ids.inspector, status: "in_progress" });
    // A personal notification stays in their list.
    await env.DB.prepare("INSERT INTO notifications (id, user_id, title, message, kind) VALUES (?, ?, 'Upcoming visit: Acme', 'Soon', 'visit_reminder')")
      .bind(crypto.randomUUID(), t.ids.inspector)
      .run();
    expect(await orgNotes(t.ids.inspector, t.org.id)).toBe(1);
    await subscribePush(t.inspector.cookie);

    const res = await post(membersPath(t.org.code), { intent: "remove", userId: t.ids.inspector }, { cookie: t.manager.cookie });
    expect(res.status).toBe(200);

    for (const id of [given, started]) {
      expect(await caseRow(id)).toMatchObject({ status: "unassigned", assignee_id: null, assigned_at: null });
      expect((await eventsOf(id)).at(-1)).toEqual({
        kind: "unassigned",
        detail: "Unassigned: Ravi Kumar was removed from the organization",
        actor_id: t.ids.manager,
      });
    }
    // Their submitted work stays theirs, waiting for review.
    expect(await caseRow(submitted)).toMatchObject({ status: "submitted", assignee_id: t.ids.inspector });

    // The other managers and owners are told; the one who removed them saw it on the page.
    const told = await env.DB.prepare("SELECT user_id, title, message, organization_id FROM notifications WHERE kind = 'cases_unassigned'").all();
    expect(told.results).toEqual([
      {
        user_id: t.ids.owner,
        title: "Cases back to Unassigned: Ravi Kumar was removed from the organization",
        message: "2 open cases are waiting to be assigned.",
        organization_id: t.org.id,
      },
    ]);

    // Their list and bell keep only their own notifications.
    expect(await orgNotes(t.ids.inspector, t.org.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?", t.ids.inspector)).toBe(1);
    expect(await userHub(env, t.ids.inspector).unreadCount(t.ids.inspector)).toBe(1);

    // A later Re-visit, Not verified and reopen of their submitted cases send them nothing: no row, no badge, no push.
    const pushes = stubPushService();
    const revisit = await post(
      reviewPath(t.org.code, submitted),
      { intent: "dispose", outcome: "revisit", remark: "Board not visible" },
      { cookie: t.reviewer.cookie },
    );
    expect(revisit.status).toBe(200);
    // The next visit waits for a manager to give it out, not for someone who left.
    expect(await caseRow(submitted)).toMatchObject({ status: "unassigned", assignee_id: null, visit: 2 });
    const notVerified = await post(
      reviewPath(t.org.code, judged),
      { intent: "dispose", outcome: "not_verified", remark: "Closed shop" },
      { cookie: t.reviewer.cookie },
    );
    expect(notVerified.status).toBe(200);
    expect(await caseRow(judged)).toMatchObject({ status: "not_verified", assignee_id: t.ids.inspector });
    const reopened = await post(reopenPath(t.org.code, judged), { reason: "The lender asked again" }, { cookie: t.manager.cookie });
    expect(reopened.status).toBeLessThan(400);
    expect(await caseRow(judged)).toMatchObject({ status: "unassigned", assignee_id: null, visit: 2 });

    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?", t.ids.inspector)).toBe(1);
    expect(await userHub(env, t.ids.inspector).unreadCount(t.ids.inspector)).toBe(1);
    expect(pushes).toEqual([]);
  });

  it("a member who leaves: the history says they left, and the managers are told", async () => {
    const t = await team();
    const open = await newCase(t.org, { assigneeId: t.ids.inspector });
    const res = await post(`/app/org/${t.org.code}/members/leave`, { intent: "leave" }, { cookie: t.inspector.cookie });
    expect(res.status).toBe(302);
    expect(await caseRow(open)).toMatchObject({ status: "unassigned", assignee_id: null });
    expect((await eventsOf(open)).at(-1)).toEqual({ kind: "unassigned", detail: "Unassigned: Ravi Kumar left the organization", actor_id: t.ids.inspector });
    const told = await env.DB.prepare("SELECT user_id, message FROM notifications WHERE kind = 'cases_unassigned' ORDER BY user_id").all();
    expect(told.results).toEqual([t.ids.manager, t.ids.owner].sort().map((user_id) => ({ user_id, message: "1 open case is waiting to be assigned." })));
  });

  it("a refused removal (the last owner) hands nothing back and tells no one", async () => {
    const t = await team();
    const open = await newCase(t.org, { assigneeId: t.ids.owner });
    const res = await post(`/app/org/${t.org.code}/members/leave`, { intent: "leave" }, { cookie: t.owner.cookie });
    expect(res.status).toBe(409);
    expect(await caseRow(open)).toMatchObject({ status: "assigned", assignee_id: t.ids.owner });
    expect(await count("SELECT count(*) AS n FROM notifications WHERE kind = 'cases_unassigned'")).toBe(0);
  });
});
