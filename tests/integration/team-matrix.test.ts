// The role-by-route matrix (issue "Teams, part 1"): over two organizations, every organization route
// and action asked by each kind of visitor: owner, manager, reviewer and inspector of organization A,
// a non-member, a removed member, a manager of organization B, and a signed-out visitor. Reads answer
// only what the role allows; a refused write answers 403/404 (or the sign-in redirect) and leaves
// every team table exactly as it was.
import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { OrgRole } from "../../app/platform/db/schema";
import { type Ability, can } from "../../app/features/organizations/roles";
import { ORIGIN } from "./helpers";

type Who = OrgRole | "non-member" | "removed" | "other-org" | "signed-out";
const EVERYONE: Who[] = ["owner", "manager", "reviewer", "inspector", "non-member", "removed", "other-org", "signed-out"];

interface World {
  a: string;
  b: string;
  cookies: Record<Who, string | null>;
  ids: Record<Who, string | null>;
  /** Cases of A: the inspector's own and another inspector's; a case of B. */
  mine: string;
  theirs: string;
  caseB: string;
  companyA: string;
  companyB: string;
  spare: string;
}

let w: World;
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((x) => x.toString(16).padStart(2, "0")).join("");

/** An account and its session written straight to D1 (D1 keeps only the token's SHA-256). */
async function account(tag: string): Promise<{ id: string; cookie: string }> {
  const id = `${tag}-${crypto.randomUUID()}`;
  const token = hex(crypto.getRandomValues(new Uint8Array(32)).buffer as ArrayBuffer);
  const sessionId = hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email, first_name, time_zone) VALUES (?, ?, ?, 'Asia/Kolkata')").bind(id, `${id}@example.com`, tag),
    env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").bind(sessionId, id, new Date(Date.now() + 86_400_000).toISOString()),
  ]);
  return { id, cookie: `sp_session=${token}` };
}

const insertCase = (id: string, org: string, ref: string, assignee: string | null) =>
  env.DB.prepare(
    "INSERT INTO cases (id, organization_id, reference, company_name, site_address, site_latitude, site_longitude, verification_type, due_at, assignee_id, status) VALUES (?, ?, ?, 'Matrix Mills', 'Pune', 18.5, 73.8, 'office', ?, ?, ?)",
  ).bind(id, org, ref, new Date(Date.now() + 2 * 86_400_000).toISOString(), assignee, assignee ? "assigned" : "unassigned");

// Each test's storage is its own (isolated storage undoes a test's writes), so the world is made per test.
beforeEach(async () => {
  const made = Object.fromEntries(await Promise.all(EVERYONE.filter((x) => x !== "signed-out").map(async (x) => [x, await account(x)] as const)));
  const spare = await account("spare-inspector");
  const suffix = Date.now().toString(36);
  const a = `matrix-a-${suffix}`;
  const b = `matrix-b-${suffix}`;
  const join = (org: string, who: { id: string }, role: OrgRole) =>
    env.DB.prepare("INSERT INTO memberships (organization_id, user_id, role, last_latitude, last_longitude) VALUES (?, ?, ?, 18.6, 73.9)").bind(
      org,
      who.id,
      role,
    );
  const [mine, theirs, caseB, companyA, companyB] = [1, 2, 3, 4, 5].map(() => crypto.randomUUID());
  await env.DB.batch([
    env.DB.prepare("INSERT INTO organizations (id, code, name) VALUES (?, ?, 'Matrix A')").bind(a, a),
    env.DB.prepare("INSERT INTO organizations (id, code, name) VALUES (?, ?, 'Matrix B')").bind(b, b),
    ...(["owner", "manager", "reviewer", "inspector"] as const).map((r) => join(a, made[r], r)),
    join(a, spare, "inspector"),
    join(b, made["other-org"], "manager"),
    join(b, made.owner, "owner"),
    env.DB.prepare(
      "INSERT INTO companies (id, organization_id, name, address, site_latitude, site_longitude) VALUES (?, ?, 'A Directory Co', 'Pune', 18.52, 73.85)",
    ).bind(companyA, a),
    env.DB.prepare("INSERT INTO companies (id, organization_id, name, address) VALUES (?, ?, 'B Directory Co', 'Delhi')").bind(companyB, b),
    insertCase(mine, a, "A-MINE", made.inspector.id),
    insertCase(theirs, a, "A-THEIRS", spare.id),
    insertCase(caseB, b, "B-ONE", made["other-org"].id),
  ]);
  // Removed: was an inspector of A with a live session; the membership is gone.
  await env.DB.prepare("INSERT INTO memberships (organization_id, user_id, role) VALUES (?, ?, 'inspector')").bind(a, made.removed.id).run();
  await env.DB.prepare("DELETE FROM memberships WHERE organization_id = ? AND user_id = ?").bind(a, made.removed.id).run();
  const cookies = { ...Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.cookie])), "signed-out": null } as Record<Who, string | null>;
  const ids = { ...Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.id])), "signed-out": null } as Record<Who, string | null>;
  w = { a, b, cookies, ids, mine, theirs, caseB, companyA, companyB, spare: spare.id };
});

/** Every team row of both organizations, to show a refused write changed nothing. */
async function teamState(): Promise<string> {
  const tables = ["organizations", "memberships", "invitations", "cases", "case_events", "companies", "dispositions", "api_keys"];
  const parts = await env.DB.batch(
    tables.map((t) => env.DB.prepare(`SELECT * FROM ${t} WHERE ${t === "organizations" ? "id" : "organization_id"} IN (?, ?) ORDER BY 1, 2`).bind(w.a, w.b)),
  );
  const jobs = await env.DB.prepare("SELECT count(*) AS n FROM jobs").first("n");
  return JSON.stringify([parts.map((p) => p.results), jobs]);
}

async function jobsSettled() {
  await expect.poll(async () => env.DB.prepare("SELECT count(*) AS n FROM jobs WHERE status IN ('queued', 'running')").first("n"), { timeout: 60_000 }).toBe(0);
}

function send(who: Who, method: "GET" | "POST", path: string, body?: Record<string, string> | FormData) {
  const headers: Record<string, string> = {};
  if (w.cookies[who]) headers.Cookie = w.cookies[who]!;
  if (method === "GET") return SELF.fetch(ORIGIN + path, { redirect: "manual", headers });
  headers.Origin = ORIGIN;
  headers.Host = "localhost";
  return SELF.fetch(ORIGIN + path, { method, redirect: "manual", headers, body: body instanceof FormData ? body : new URLSearchParams(body ?? {}) });
}

const role = (who: Who): OrgRole | null => (["owner", "manager", "reviewer", "inspector"].includes(who) ? (who as OrgRole) : null);
/** Members of A whose role has the ability. */
const having =
  (ability: Ability) =>
  (who: Who): boolean => {
    const r = role(who);
    return r !== null && can(r, ability);
  };
const nobody = () => false;

interface Probe {
  name: string;
  method: "GET" | "POST";
  path: () => string;
  body?: () => Record<string, string> | FormData;
  allowed: (who: Who) => boolean;
  /** Whether the allowed visitors' write is made here too (false when it would change what later probes see). */
  allowedWrite?: boolean;
  /** A route without a page (a download): a script without a session gets 401, never a redirect. */
  resource?: boolean;
}

const org = () => `/app/org/${w.a}`;
const dueTomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
let refs = 0;

const PROBES: Probe[] = [
  { name: "the organization's layout", method: "GET", path: () => `${org()}/members?_data=routes/app.org.$code`, allowed: having("read directory") },
  { name: "members", method: "GET", path: () => `${org()}/members`, allowed: having("read directory") },
  { name: "the directory", method: "GET", path: () => `${org()}/companies`, allowed: having("read directory") },
  { name: "the new directory company form", method: "GET", path: () => `${org()}/companies/new`, allowed: having("manage directory") },
  { name: "a directory company's edit form", method: "GET", path: () => `${org()}/companies/${w.companyA}/edit`, allowed: having("manage directory") },
  { name: "another organization's company through A", method: "GET", path: () => `${org()}/companies/${w.companyB}/edit`, allowed: nobody },
  { name: "the directory import page", method: "GET", path: () => `${org()}/companies/import`, allowed: having("manage directory") },
  { name: "the case list", method: "GET", path: () => `${org()}/cases`, allowed: having("read all cases") },
  { name: "the new case form", method: "GET", path: () => `${org()}/cases/new`, allowed: having("create case") },
  { name: "the case import page", method: "GET", path: () => `${org()}/cases/import`, allowed: having("create case") },
  { name: "the inspector's own case", method: "GET", path: () => `${org()}/cases/${w.mine}`, allowed: (x) => having("read all cases")(x) || x === "inspector" },
  { name: "another inspector's case", method: "GET", path: () => `${org()}/cases/${w.theirs}`, allowed: having("read all cases") },
  { name: "another organization's case through A", method: "GET", path: () => `${org()}/cases/${w.caseB}`, allowed: nobody },
  { name: "a case's assign page", method: "GET", path: () => `${org()}/cases/${w.mine}/assign`, allowed: having("assign") },
  { name: "nearest available", method: "GET", path: () => `${org()}/cases/allocate`, allowed: having("assign") },
  { name: "My cases", method: "GET", path: () => `${org()}/my-cases`, allowed: having("work cases") },
  { name: "the turnaround dashboard", method: "GET", path: () => `${org()}/turnaround?range=quarter`, allowed: having("read dashboard") },
  { name: "the MIS export", method: "GET", path: () => `${org()}/turnaround/export?range=quarter`, allowed: having("read dashboard"), resource: true },
  { name: "the owner's export page", method: "GET", path: () => `${org()}/evidence`, allowed: having("export evidence") },
  {
    name: "assigning a case",
    method: "POST",
    path: () => `${org()}/cases/${w.theirs}/assign`,
    body: () => ({ intent: "assign", assigneeId: w.ids.inspector! }),
    allowed: having("assign"),
    allowedWrite: true,
  },
  {
    name: "assigning another organization's case through A",
    method: "POST",
    path: () => `${org()}/cases/${w.caseB}/assign`,
    body: () => ({ intent: "assign", assigneeId: w.ids.inspector! }),
    allowed: nobody,
  },
  {
    name: "allocating the nearest available",
    method: "POST",
    path: () => `${org()}/cases/allocate`,
    body: () => ({ intent: "allocate" }),
    allowed: having("assign"),
    allowedWrite: true,
  },
  {
    name: "starting my case",
    method: "POST",
    path: () => `${org()}/my-cases`,
    body: () => ({ intent: "start", caseId: w.mine }),
    allowed: having("work cases"),
    allowedWrite: true,
  },
  {
    name: "starting another inspector's case",
    method: "POST",
    path: () => `${org()}/my-cases`,
    body: () => ({ intent: "start", caseId: w.theirs }),
    allowed: nobody,
  },
  {
    name: "preparing the MIS export",
    method: "POST",
    path: () => `${org()}/turnaround`,
    body: () => ({ intent: "export", range: "quarter" }),
    allowed: having("read dashboard"),
    allowedWrite: true,
  },
  {
    name: "inviting",
    method: "POST",
    path: () => `${org()}/members`,
    body: () => ({ intent: "invite", email: `invitee-${++refs}-${Date.now()}@example.com`, role: "inspector" }),
    allowed: having("manage members"),
    allowedWrite: true,
  },
  {
    name: "changing a role",
    method: "POST",
    path: () => `${org()}/members`,
    body: () => ({ intent: "role", userId: w.spare, role: "reviewer" }),
    allowed: having("manage members"),
  },
  {
    name: "adding a directory company",
    method: "POST",
    path: () => `${org()}/companies/new`,
    body: () => ({ intent: "create", name: `Matrix Added ${++refs}`, address: "Pune, Maharashtra" }),
    allowed: having("manage directory"),
    allowedWrite: true,
  },
  {
    name: "editing another organization's company through A",
    method: "POST",
    path: () => `${org()}/companies/${w.companyB}/edit`,
    body: () => ({ intent: "update", id: w.companyB, name: "Taken Over", address: "Delhi" }),
    allowed: nobody,
  },
  {
    name: "creating a case",
    method: "POST",
    path: () => `${org()}/cases/new`,
    body: () => ({
      companyId: w.companyA,
      siteAddress: "Pune",
      verificationType: "office",
      reference: `M-${++refs}`,
      dueDate: dueTomorrow(),
      dueTime: "23:30",
    }),
    allowed: having("create case"),
    allowedWrite: true,
  },
  {
    name: "importing cases",
    method: "POST",
    path: () => `${org()}/cases/import`,
    body: () => {
      const form = new FormData();
      form.append(
        "file",
        new File(
          [`reference,company name,address,verification type,due date,due time\nIMP-${++refs},Imported Co,Pune,Office,${dueTomorrow()},23:00\n`],
          "cases.csv",
          { type: "text/csv" },
        ),
      );
      return form;
    },
    allowed: having("create case"),
    allowedWrite: true,
  },
  {
    name: "removing a member",
    method: "POST",
    path: () => `${org()}/members/${w.spare}/remove`,
    body: () => ({ intent: "remove", userId: w.spare }),
    allowed: having("manage members"),
  },
  // Review (issue 32): the queue, the review screen and a disposition need "review"; a reopen needs "assign".
  { name: "the review queue", method: "GET", path: () => `${org()}/review`, allowed: having("review") },
  { name: "a case's review screen", method: "GET", path: () => `${org()}/review/${w.theirs}`, allowed: having("review") },
  { name: "another organization's case's review screen through A", method: "GET", path: () => `${org()}/review/${w.caseB}`, allowed: nobody },
  {
    name: "recording a disposition",
    method: "POST",
    path: () => `${org()}/review/${w.mine}`,
    body: () => ({ intent: "dispose", outcome: "verified", remark: "" }),
    allowed: having("review"),
  },
  {
    name: "recording a disposition on another organization's case through A",
    method: "POST",
    path: () => `${org()}/review/${w.caseB}`,
    body: () => ({ intent: "dispose", outcome: "verified", remark: "" }),
    allowed: nobody,
  },
  { name: "a case's reopen page", method: "GET", path: () => `${org()}/cases/${w.mine}/reopen`, allowed: having("assign") },
  {
    name: "reopening a case",
    method: "POST",
    path: () => `${org()}/cases/${w.mine}/reopen`,
    body: () => ({ reason: "The lender asked again" }),
    allowed: having("assign"),
  },
  // Issue 42: the retention rule is the owner's alone.
  { name: "the retention page", method: "GET", path: () => `${org()}/retention`, allowed: having("set retention") },
  {
    name: "setting the retention rule",
    method: "POST",
    path: () => `${org()}/retention`,
    body: () => ({ years: "8" }),
    allowed: having("set retention"),
    allowedWrite: true,
  },
  // Issue 45: the organization's API keys are the owner's alone.
  { name: "the API keys page", method: "GET", path: () => `${org()}/api`, allowed: having("manage API keys") },
  {
    name: "creating an API key",
    method: "POST",
    path: () => `${org()}/api`,
    body: () => ({ intent: "create", name: "Loan system", scopes: "cases:read" }),
    allowed: having("manage API keys"),
    allowedWrite: true,
  },
  { name: "the webhooks page", method: "GET", path: () => `${org()}/api/webhooks`, allowed: having("manage API keys") },
  {
    name: "adding a webhook endpoint",
    method: "POST",
    path: () => `${org()}/api/webhooks`,
    body: () => ({ intent: "add", url: "https://receiver.lender.test/hooks", events: "case.assigned" }),
    allowed: having("manage API keys"),
    allowedWrite: true,
  },
  { name: "leaving", method: "POST", path: () => `${org()}/members/leave`, body: () => ({ intent: "leave" }), allowed: (x) => role(x) !== null },
];

describe("the role-by-route matrix over two organizations", () => {
  for (const probe of PROBES) {
    it(`${probe.method} ${probe.name}`, async () => {
      for (const who of EVERYONE) {
        const allowed = probe.allowed(who);
        if (allowed && probe.method === "POST" && !probe.allowedWrite) continue;
        const before = probe.method === "POST" && !allowed ? await teamState() : null;
        const res = await send(who, probe.method, probe.path(), probe.body?.());
        const seen = `${who}: ${res.status} ${res.headers.get("Location") ?? ""}`;
        if (who === "signed-out" && probe.resource) {
          expect(res.status, seen).toBe(401);
        } else if (who === "signed-out") {
          // A page load is redirected; a loader's data request (?_data) gets Remix's redirect header.
          const to = res.headers.get("Location") ?? res.headers.get("X-Remix-Redirect");
          expect([302, 204], seen).toContain(res.status);
          expect(to, seen).toMatch(/^\/login/);
        } else if (allowed) {
          if (probe.method === "GET") expect(res.status, seen).toBe(200);
          else expect(res.status, seen).toBeLessThan(400);
          expect(res.headers.get("Location") ?? "", seen).not.toMatch(/^\/login/);
        } else if (role(who) === null) {
          // Non-members, removed members and the other organization's manager: the organization is not there.
          expect(res.status, seen).toBe(404);
        } else {
          expect([403, 404], seen).toContain(res.status);
        }
        await res.arrayBuffer();
        if (before !== null) expect(await teamState(), `${who} changed nothing`).toBe(before);
        // An allowed import runs on through the Queue: let it finish, or it would change the state
        // while the next visitor's refused write is being checked.
        if (allowed && probe.method === "POST") await jobsSettled();
      }
    });
  }
});
