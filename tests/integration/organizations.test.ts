import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { INVITE_MESSAGES, ORG_MESSAGES_FORM } from "../../app/features/organizations/org-form";
import { MEMBER_MESSAGES } from "../../app/features/organizations/members.server";
import { get, post, signUp, uniqueEmail, userByEmail } from "./helpers";

const MEMBERS = "routes%2Fapp.org.%24code.members";
let orgs = 0;
const newCode = () => `org-${Date.now().toString(36)}-${++orgs}`.slice(0, 20);

type Body = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

async function createOrg(cookie: string, code = newCode(), name = "Deccan Finance") {
  const res = await post("/app/org/new?_data=routes%2Fapp.org.new", { name, code }, { cookie });
  return { code, res };
}

async function ownerWithOrg() {
  const owner = await signUp();
  const { code, res } = await createOrg(owner.cookie);
  expect(res.status).toBe(204);
  expect(res.headers.get("X-Remix-Redirect")).toBe(`/app/org/${code}`);
  return { owner, code };
}

async function act(code: string, cookie: string, fields: Record<string, string>) {
  const res = await post(`/app/org/${code}/members?_data=${MEMBERS}`, fields, { cookie });
  return { status: res.status, ...((await res.json()) as Body) };
}

const members = (code: string, cookie: string) => get(`/app/org/${code}/members?_data=${MEMBERS}`, cookie);

async function lastLink(email: string): Promise<string> {
  const mail = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ? ORDER BY created_at DESC, rowid DESC').bind(email).first<{ text: string }>();
  const token = /\/app\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function invite(code: string, cookie: string, role: string, email = uniqueEmail("invitee")) {
  const r = await act(code, cookie, { intent: "invite", email, role });
  expect(r, r.message).toMatchObject({ status: 200, ok: true });
  return { email, token: await lastLink(email) };
}

const accept = (token: string, cookie: string) => post(`/app/invite/${token}?_data=routes%2Fapp.invite.%24token`, {}, { cookie });

/** A new account that joined the organization with `role` through an invitation. */
async function joined(code: string, ownerCookie: string, role: string) {
  const { email, token } = await invite(code, ownerCookie, role);
  const member = await signUp(email);
  const res = await accept(token, member.cookie);
  expect(res.status).toBe(204);
  return { ...member, userId: String((await userByEmail(email))!.id) };
}

async function refusal(res: Response) {
  return { status: res.status, ...((await res.json()) as Body) };
}

describe("creating an organization", () => {
  it("makes the creator its owner and refuses a code in use with the field's error", async () => {
    const { owner, code } = await ownerWithOrg();
    const row = await env.DB.prepare("SELECT m.role FROM memberships m JOIN organizations o ON o.id = m.organization_id WHERE o.code = ?")
      .bind(code)
      .first<{ role: string }>();
    expect(row?.role).toBe("owner");
    const other = await signUp();
    const { res } = await createOrg(other.cookie, code.toUpperCase(), "Another");
    expect(await refusal(res)).toMatchObject({ status: 409, ok: false, fieldErrors: { code: ORG_MESSAGES_FORM.codeTaken } });
    const bad = await refusal((await createOrg(owner.cookie, "A B")).res);
    expect(bad).toMatchObject({ status: 422, fieldErrors: { code: ORG_MESSAGES_FORM.code } });
    expect((await refusal((await createOrg(owner.cookie, "new")).res)).status).toBe(409);
  });

  it("sends the index to the role's first page and hides the organization from non-members", async () => {
    const { owner, code } = await ownerWithOrg();
    const inspector = await joined(code, owner.cookie, "inspector");
    expect((await get(`/app/org/${code}`, owner.cookie)).headers.get("Location")).toBe(`/app/org/${code}/cases`);
    expect((await get(`/app/org/${code}`, inspector.cookie)).headers.get("Location")).toBe(`/app/org/${code}/my-cases`);
    const stranger = await signUp();
    expect((await members(code, stranger.cookie)).status).toBe(404);
    expect((await members("no-such-org", owner.cookie)).status).toBe(404);
    expect((await act(code, stranger.cookie, { intent: "invite", email: uniqueEmail(), role: "inspector" })).status).toBe(404);
    expect((await get(`/app/org/${code}/members`)).status).toBe(302);
  });
});

describe("invitations", () => {
  it("are accepted once, only by the invited account", async () => {
    const { owner, code } = await ownerWithOrg();
    const { email, token } = await invite(code, owner.cookie, "inspector");
    const stored = await env.DB.prepare("SELECT token_hash FROM invitations WHERE email = ?").bind(email).first<{ token_hash: string }>();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(token);

    const other = await signUp();
    expect(await refusal(await accept(token, other.cookie))).toMatchObject({ status: 403, message: INVITE_MESSAGES.otherAccount });
    const page = await get(`/app/invite/${token}`, other.cookie);
    expect(page.status).toBe(403);

    const invited = await signUp(email);
    expect((await get(`/app/invite/${token}`, invited.cookie)).status).toBe(200);
    expect((await accept(token, invited.cookie)).status).toBe(204);
    const list = (await (await members(code, invited.cookie)).json()) as { members: { email: string; role: string }[] };
    expect(list.members.find((m) => m.email === email)?.role).toBe("inspector");
    expect(await refusal(await accept(token, invited.cookie))).toMatchObject({ status: 410, message: INVITE_MESSAGES.accepted });
    expect((await get(`/app/invite/${token}`, invited.cookie)).status).toBe(410);
  });

  it("send a signed-out visitor to sign in and back", async () => {
    const res = await get("/app/invite/some-token");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: "/app/invite/some-token" })}`);
  });

  it("are refused after 7 days and after revocation", async () => {
    const { owner, code } = await ownerWithOrg();
    const late = await invite(code, owner.cookie, "reviewer");
    await env.DB.prepare("UPDATE invitations SET expires_at = ? WHERE email = ?").bind("2020-01-01T00:00:00.000Z", late.email).run();
    const lateUser = await signUp(late.email);
    expect(await refusal(await accept(late.token, lateUser.cookie))).toMatchObject({ status: 410, message: INVITE_MESSAGES.expired });

    const withdrawn = await invite(code, owner.cookie, "inspector");
    const id = (await env.DB.prepare("SELECT id FROM invitations WHERE email = ?").bind(withdrawn.email).first<{ id: string }>())!.id;
    expect(await act(code, owner.cookie, { intent: "revoke", id })).toMatchObject({ status: 200, ok: true });
    const user = await signUp(withdrawn.email);
    expect(await refusal(await accept(withdrawn.token, user.cookie))).toMatchObject({ status: 410, message: INVITE_MESSAGES.revoked });
    expect((await act(code, owner.cookie, { intent: "revoke", id })).status).toBe(404);
    expect(await refusal(await accept("not-a-token", user.cookie))).toMatchObject({ status: 404, message: INVITE_MESSAGES.notFound });
  });

  it("resent make a new link, the old one stops working, and the expiry moves on", async () => {
    const { owner, code } = await ownerWithOrg();
    const { email, token } = await invite(code, owner.cookie, "inspector");
    await env.DB.prepare("UPDATE invitations SET expires_at = ? WHERE email = ?").bind("2020-01-01T00:00:00.000Z", email).run();
    const id = (await env.DB.prepare("SELECT id FROM invitations WHERE email = ?").bind(email).first<{ id: string }>())!.id;
    expect(await act(code, owner.cookie, { intent: "resend", id })).toMatchObject({ status: 200, ok: true });
    const fresh = await lastLink(email);
    expect(fresh).not.toBe(token);
    const user = await signUp(email);
    expect((await refusal(await accept(token, user.cookie))).status).toBe(404);
    expect((await accept(fresh, user.cookie)).status).toBe(204);
  });

  it("refuse a second invitation to the same address, a member's address, and an owner invitation from a manager", async () => {
    const { owner, code } = await ownerWithOrg();
    const { email } = await invite(code, owner.cookie, "inspector");
    expect(await act(code, owner.cookie, { intent: "invite", email, role: "inspector" })).toMatchObject({ status: 409 });
    const manager = await joined(code, owner.cookie, "manager");
    expect(await act(code, owner.cookie, { intent: "invite", email: manager.email, role: "inspector" })).toMatchObject({ status: 409 });
    expect(await act(code, manager.cookie, { intent: "invite", email: uniqueEmail(), role: "owner" })).toMatchObject({
      status: 403,
      message: MEMBER_MESSAGES.ownerOnly,
    });
    expect(await act(code, owner.cookie, { intent: "invite", email: "not-an-email", role: "inspector" })).toMatchObject({ status: 422 });
    const inspector = await joined(code, owner.cookie, "inspector");
    expect((await act(code, inspector.cookie, { intent: "invite", email: uniqueEmail(), role: "inspector" })).status).toBe(403);
  });
});

describe("roles and removal", () => {
  it("only an owner gives or takes the owner role", async () => {
    const { owner, code } = await ownerWithOrg();
    const manager = await joined(code, owner.cookie, "manager");
    const inspector = await joined(code, owner.cookie, "inspector");
    const ownerId = String((await userByEmail(owner.email))!.id);
    expect(await act(code, manager.cookie, { intent: "role", userId: inspector.userId, role: "owner" })).toMatchObject({ status: 403 });
    expect(await act(code, manager.cookie, { intent: "role", userId: ownerId, role: "inspector" })).toMatchObject({ status: 403 });
    expect(await act(code, manager.cookie, { intent: "role", userId: inspector.userId, role: "reviewer" })).toMatchObject({ status: 200, ok: true });
    expect(await act(code, owner.cookie, { intent: "role", userId: inspector.userId, role: "owner" })).toMatchObject({ status: 200, ok: true });
    const roles = await env.DB.prepare("SELECT user_id, role FROM memberships WHERE user_id IN (?, ?)")
      .bind(inspector.userId, manager.userId)
      .all<{ user_id: string; role: string }>();
    expect(Object.fromEntries(roles.results.map((r) => [r.user_id, r.role]))).toEqual({ [inspector.userId]: "owner", [manager.userId]: "manager" });
  });

  it("keeps the last owner: no leaving, no demotion, no removal by a manager", async () => {
    const { owner, code } = await ownerWithOrg();
    const ownerId = String((await userByEmail(owner.email))!.id);
    const manager = await joined(code, owner.cookie, "manager");
    expect(await act(code, owner.cookie, { intent: "leave" })).toMatchObject({ status: 409, message: MEMBER_MESSAGES.lastOwner });
    expect(await act(code, owner.cookie, { intent: "role", userId: ownerId, role: "manager" })).toMatchObject({
      status: 409,
      message: MEMBER_MESSAGES.lastOwner,
    });
    expect(await act(code, manager.cookie, { intent: "remove", userId: ownerId })).toMatchObject({ status: 403 });
    expect((await members(code, owner.cookie)).status).toBe(200);
    // With a second owner the first may step down.
    expect(await act(code, owner.cookie, { intent: "role", userId: manager.userId, role: "owner" })).toMatchObject({ ok: true });
    expect(await act(code, owner.cookie, { intent: "role", userId: ownerId, role: "manager" })).toMatchObject({ ok: true });
  });

  it("a removed member gets 404 on the next request; a member may leave", async () => {
    const { owner, code } = await ownerWithOrg();
    const inspector = await joined(code, owner.cookie, "inspector");
    const reviewer = await joined(code, owner.cookie, "reviewer");
    expect((await members(code, inspector.cookie)).status).toBe(200);
    expect(await act(code, owner.cookie, { intent: "remove", userId: inspector.userId })).toMatchObject({ status: 200, ok: true });
    expect((await members(code, inspector.cookie)).status).toBe(404);
    expect((await get(`/app/org/${code}`, inspector.cookie)).status).toBe(404);
    const res = await post(`/app/org/${code}/members/leave`, { intent: "leave" }, { cookie: reviewer.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/app/org");
    expect((await members(code, reviewer.cookie)).status).toBe(404);
    expect(await act(code, owner.cookie, { intent: "remove", userId: String((await userByEmail(owner.email))!.id) })).toMatchObject({ status: 400 });
  });
});
