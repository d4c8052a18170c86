import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, ORIGIN, post } from "./helpers";
import { directoryCompany, member, organization } from "./team-factories";

const LIST = "routes/app.org.$code.companies";
const IMPORT = "routes/app.org.$code.companies.import";
const data = (path: string, route: string) => `${path}${path.includes("?") ? "&" : "?"}_data=${encodeURIComponent(route)}`;

async function team() {
  const [manager, inspector, outsider] = await Promise.all([member("Meera Shah"), member("Ravi Kumar"), member("Olga Out")]);
  const org = await organization([
    [manager, "manager"],
    [inspector, "inspector"],
  ]);
  const org2 = await organization([[outsider, "owner"]]);
  return { manager, inspector, outsider, org, org2 };
}

type List = { companies: { id: string; name: string }[]; next: string | null; mayManage: boolean };

describe("the organization's company directory", () => {
  it("is searched by every member, holds only the organization's rows, and pages by name", async () => {
    const { manager, inspector, outsider, org, org2 } = await team();
    await directoryCompany(org.id, { name: "Deccan Foods", address: "Pune" });
    await directoryCompany(org2.id, { name: "Deccan Other", address: "Pune" });
    await env.DB.prepare("INSERT INTO companies (id, user_id, name, address) VALUES (?, ?, 'Deccan Personal', 'Pune')")
      .bind(crypto.randomUUID(), manager.id)
      .run();
    for (let i = 0; i < 55; i++) await directoryCompany(org.id, { name: `Company ${String(i).padStart(2, "0")}` });
    const found = await (await get(data(`/app/org/${org.code}/companies?q=deccan`, LIST), inspector.cookie)).json<List>();
    expect(found.companies.map((c) => c.name)).toEqual(["Deccan Foods"]);
    expect(found.mayManage).toBe(false);
    const first = await (await get(data(`/app/org/${org.code}/companies`, LIST), manager.cookie)).json<List>();
    expect(first.companies).toHaveLength(50);
    expect(first.mayManage).toBe(true);
    const second = await (await get(data(`/app/org/${org.code}/companies?after=${encodeURIComponent(first.next!)}`, LIST), manager.cookie)).json<List>();
    expect(second.next).toBeNull();
    expect(new Set([...first.companies, ...second.companies].map((c) => c.id)).size).toBe(56);
    expect((await get(data(`/app/org/${org.code}/companies`, LIST), outsider.cookie)).status).toBe(404);
  });

  it("is added to and edited by managers only, within their organization", async () => {
    const { manager, inspector, outsider, org, org2 } = await team();
    const path = data(`/app/org/${org.code}/companies/new`, "routes/app.org.$code.companies.new");
    expect((await post(path, { intent: "create", name: "Konkan Cold", address: "Ratnagiri" }, { cookie: inspector.cookie })).status).toBe(403);
    expect((await post(path, { intent: "create", name: "", address: "Ratnagiri" }, { cookie: manager.cookie })).status).toBe(422);
    expect((await post(path, { intent: "create", name: "Konkan Cold", address: "Ratnagiri, Maharashtra" }, { cookie: manager.cookie })).status).toBe(200);
    const row = await env.DB.prepare("SELECT id, organization_id, user_id, state FROM companies WHERE name = 'Konkan Cold' AND organization_id = ?")
      .bind(org.id)
      .first();
    expect(row).toMatchObject({ organization_id: org.id, user_id: null, state: "Maharashtra" });
    const foreign = await directoryCompany(org2.id, { name: "Theirs" });
    const edit = (id: string, code = org.code, cookie = manager.cookie) =>
      post(
        data(`/app/org/${code}/companies/${id}/edit`, "routes/app.org.$code.companies.$companyId.edit"),
        { intent: "update", id, name: "Renamed", address: "X" },
        { cookie },
      );
    expect((await edit(foreign)).status).toBe(404);
    expect((await edit(String(row!.id), org.code, outsider.cookie)).status).toBe(404);
    expect((await edit(String(row!.id))).status).toBe(200);
    expect(await env.DB.prepare("SELECT name FROM companies WHERE id = ?").bind(foreign).first()).toEqual({ name: "Theirs" });
  });

  it("imports a CSV through the queue, refusing repeats of the directory and of earlier rows with their row numbers", async () => {
    const { manager, org } = await team();
    await directoryCompany(org.id, { name: "Deccan Foods" });
    const csv = ["name,cin,gstin,address", "Deccan Foods,,,Pune", "Malabar Spice,,,Kochi, Kerala", "", "Malabar Spice,,,Kochi", "Nilgiri Tea,,,Ooty"].join(
      "\n",
    );
    const form = new FormData();
    form.set("intent", "import");
    form.set("file", new File([csv], "directory.csv", { type: "text/csv" }));
    const path = `/app/org/${org.code}/companies/import`;
    const res = await SELF.fetch(ORIGIN + data(path, IMPORT), {
      method: "POST",
      headers: { Cookie: manager.cookie, Origin: ORIGIN, Host: "localhost" },
      body: form,
    });
    expect(res.status).toBe(200);
    const { job } = await res.json<{ job: { id: string } }>();
    let status: { status: string; succeeded: number; errors: { row: number; reason: string }[] };
    for (let i = 0; ; i++) {
      status = (await (await get(data(`${path}?job=${job.id}`, IMPORT), manager.cookie)).json<{ job: typeof status }>()).job;
      if (status.status === "done" || status.status === "failed" || i > 400) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toMatchObject({
      status: "done",
      succeeded: 2,
      errors: [
        { row: 2, reason: "Already in this organization's directory" },
        { row: 5, reason: "Repeats an earlier row of this file" },
      ],
    });
    const names = await env.DB.prepare("SELECT name FROM companies WHERE organization_id = ? ORDER BY name").bind(org.id).all();
    expect(names.results.map((r) => r.name)).toEqual(["Deccan Foods", "Malabar Spice", "Nilgiri Tea"]);
  });
});
