// The automatic backups a user sees in Data Management: listed from their own prefix with the counts the
// daily run stored, downloaded and restored by day, each only their own; Premium keeps 30 and has Auto
// Backup on by default; and the local test-scheduled endpoint that runs the daily work by hand.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runUserBackup } from "../../app/features/backup/auto-backup.server";
import { userMessage } from "../../app/features/backup/auto-backup";
import { backupDayKey, backupKey, backupPrefix } from "../../app/platform/storage-keys";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";
import { get, ORIGIN, post, signUp, userByEmail } from "./helpers";
import { localFetch } from "./local-server";

const AT = new Date("2026-11-26T03:17:00.000Z");
const DAY = "2026-11-26";
const DAY_MS = 86_400_000;
const PROFILE_DATA = "/app/profile?_data=routes%2Fapp.profile";
const restorePath = (day: string) => `/app/profile/backups/${day}/restore?_data=${encodeURIComponent("routes/app.profile_.backups.$day_.restore")}`;

type Listed = { serverBackups: { list: { day: string; size: number; counts: unknown }[]; kept: number; autoBackup: boolean } };

/** A signed-up user with Auto Backup on (or their account's default when `settings` is {}), one company and one backup of AT. */
async function userWithBackup(settings: string = '{"autoBackup":true}', accountType = "free") {
  const { cookie, email } = await signUp();
  const id = String((await userByEmail(email))!.id);
  await env.DB.prepare("UPDATE users SET settings = ?, account_type = ? WHERE id = ?").bind(settings, accountType, id).run();
  const company = rows.company(id, { name: `Konkan Traders ${id.slice(0, 6)}` });
  await seed(schema.companies, [company]);
  await runUserBackup(env, userMessage(AT, id));
  return { cookie, id, companyId: company.id! };
}

const companyCount = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM companies WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("server backups in Data Management", () => {
  it("stores the counts with the backup and lists only the user's own, newest first; an older object lists without counts", async () => {
    const a = await userWithBackup();
    const b = await userWithBackup();
    expect((await env.PHOTOS.head(backupKey(a.id, AT)))!.customMetadata).toEqual({ companies: "1", inspections: "0", visits: "0" });
    await env.PHOTOS.put(backupDayKey(a.id, "2026-11-20"), "{}");
    const listed = await (await get(PROFILE_DATA, a.cookie)).json<Listed>();
    expect(listed.serverBackups).toMatchObject({ kept: 7, autoBackup: true });
    expect(listed.serverBackups.list).toEqual([
      { day: DAY, size: (await env.PHOTOS.head(backupKey(a.id, AT)))!.size, counts: { companies: 1, inspections: 0, visits: 0 } },
      { day: "2026-11-20", size: 2, counts: null },
    ]);
    const others = await (await get(PROFILE_DATA, b.cookie)).json<Listed>();
    expect(others.serverBackups.list.map((x) => x.day)).toEqual([DAY]);
  });

  it("downloads the user's own backup as a file; another user's, a missing day or a bad day is 404", async () => {
    const a = await userWithBackup();
    const b = await userWithBackup();
    const res = await get(`/app/profile/backups/${DAY}`, a.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="SiteProof_Backup_${DAY}.json"`);
    expect(await res.json()).toMatchObject({ version: "1.0", companies: [{ id: a.companyId }] });
    // b's own backup of that day exists; a's is never reachable through b's session.
    expect(await (await get(`/app/profile/backups/${DAY}`, b.cookie)).json()).toMatchObject({ companies: [{ id: b.companyId }] });
    await env.PHOTOS.delete(backupKey(b.id, AT));
    for (const path of [`/app/profile/backups/${DAY}`, "/app/profile/backups/2026-11-25", "/app/profile/backups/2026-02-30", "/app/profile/backups/x..y"]) {
      const refused = await get(path, b.cookie);
      expect([path, refused.status]).toEqual([path, 404]);
      expect(await refused.text()).not.toContain("Konkan");
    }
    expect((await get(`/app/profile/backups/${DAY}`)).status).toBeGreaterThanOrEqual(300);
  });

  it("restores through the plan and the confirm; another user's backup is 404 for both and changes nothing", async () => {
    const a = await userWithBackup();
    const b = await userWithBackup('{"autoBackup":false}');
    await env.DB.prepare("DELETE FROM companies WHERE id = ?").bind(a.companyId).run();
    const planned = await get(restorePath(DAY), a.cookie);
    expect(await planned.json()).toMatchObject({ day: DAY, error: null, plan: { companies: { add: 1, update: 0, skip: 0 } } });

    const peek = await get(restorePath(DAY), b.cookie);
    expect(peek.status).toBe(404);
    expect(await peek.json()).toEqual({ day: DAY, plan: null, error: "No server backup of that day" });
    const taken = await post(restorePath(DAY), {}, { cookie: b.cookie });
    expect(taken.status).toBe(404);
    expect(await companyCount(b.id)).toBe(1);
    expect(await companyCount(a.id)).toBe(0);

    const applied = await post(restorePath(DAY), {}, { cookie: a.cookie });
    expect(await applied.json()).toMatchObject({ ok: true, message: "Restore complete: 1 added, 0 updated" });
    expect(await companyCount(a.id)).toBe(1);
  });

  it("refuses a stored backup that fails the upload's checks, as a 400 with its reason", async () => {
    const a = await userWithBackup();
    await env.PHOTOS.put(backupDayKey(a.id, "2026-11-21"), '{"version":"1.0"}');
    const res = await get(restorePath("2026-11-21"), a.cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ plan: null, error: expect.any(String) });
    expect((await post(restorePath("2026-11-21"), {}, { cookie: a.cookie })).status).toBe(400);
  });
});

describe("Auto Backup by plan", () => {
  it("is on by default for Premium, which keeps the newest 30; a free account's default is off", async () => {
    const premium = await userWithBackup("{}", "premium");
    const free = await userWithBackup("{}", "free");
    expect(await env.PHOTOS.head(backupKey(free.id, AT))).toBeNull();
    for (let n = 1; n <= 30; n++) await runUserBackup(env, userMessage(new Date(AT.getTime() + n * DAY_MS), premium.id));
    const keys = (await env.PHOTOS.list({ prefix: backupPrefix(premium.id) })).objects.map((o) => o.key);
    expect(keys).toHaveLength(30);
    expect(keys).not.toContain(backupKey(premium.id, AT));
    const listed = await (await get(PROFILE_DATA, premium.cookie)).json<Listed>();
    expect(listed.serverBackups).toMatchObject({ kept: 30, autoBackup: true });
  });
});

describe("GET /__scheduled", () => {
  // The local server's door (workers/local.ts); the deployed Worker has none (local-doors.test.ts).
  const call = (url: string, vars: Partial<Env>, headers: Record<string, string> = {}) => localFetch(url, { headers }, vars);

  it("runs the daily work at the given time when TEST_SCHEDULED is 1 and the request is from this machine", async () => {
    const user = await userWithBackup();
    const at = AT.getTime() + 3 * DAY_MS;
    const res = await call(`${ORIGIN}/__scheduled?time=${at}`, { TEST_SCHEDULED: "1" });
    expect(await res.json()).toMatchObject({ ok: true, ranAt: new Date(at).toISOString(), backupPages: expect.any(Number) });
    const key = backupKey(user.id, new Date(at));
    for (const until = Date.now() + 20_000; !(await env.PHOTOS.head(key)) && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
    expect(await env.PHOTOS.head(key)).not.toBeNull();
    expect((await call(`${ORIGIN}/__scheduled?time=soon`, { TEST_SCHEDULED: "1" })).status).toBe(400);
  });

  it("is not there (the app's own answer, nothing queued) without the variable, from elsewhere, or on a deployed address", async () => {
    const sent: unknown[] = [];
    const JOBS = { send: async (m: unknown) => void sent.push(m), sendBatch: async (b: unknown[]) => void sent.push(...b) } as unknown as Queue<JobMessage>;
    const closed = [
      await call(`${ORIGIN}/__scheduled`, { TEST_SCHEDULED: "", JOBS }),
      await call(`${ORIGIN}/__scheduled`, { TEST_SCHEDULED: "1", JOBS }, { "CF-Connecting-IP": "203.0.113.5" }),
      await call("https://siteproof.example.com/__scheduled", { TEST_SCHEDULED: "1", JOBS, APP_URL: "https://siteproof.example.com" }),
    ];
    expect(closed.map((r) => r.status === 200 || (r.headers.get("Content-Type") ?? "").includes("application/json"))).toEqual([false, false, false]);
    expect(sent).toEqual([]);
    expect((await call(`${ORIGIN}/__scheduled`, { TEST_SCHEDULED: "1", JOBS })).status).toBe(200);
    expect(sent).not.toEqual([]);
  });
});
