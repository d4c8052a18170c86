import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { IdentityResult } from "../../app/features/companies/identity/result";
import { get, ORIGIN, post, signUp, userByEmail } from "./helpers";
import { payload, save, uploadedPhoto } from "./capture-helpers";

type Listed = { companies: { id: string; name: string; identity: IdentityResult[] }[]; total: number };

const list = async (cookie: string, search = "") =>
  (await (await get(`/app/database${search}${search ? "&" : "?"}_data=routes%2Fapp.database`, cookie)).json()) as Listed;
const create = (cookie: string, fields: Record<string, string>) =>
  post("/app/database?_data=routes%2Fapp.database", { intent: "create", ...fields }, { cookie });
const warnings = (c: Listed["companies"][number]) => c.identity.filter((r) => r.level === "warning").map((r) => r.text);

// Valid by the published mod-36 scheme (tests/unit/companies/identity).
const GSTIN = "27AAACR5055K1Z7";

describe("identity checks on the server", () => {
  it("names another company of the same database with the same GSTIN, and filters to companies with warnings", async () => {
    const a = await signUp();
    const b = await signUp();
    await create(a.cookie, { name: "Reliance Textiles Limited", gstin: GSTIN, address: "Mumbai, Maharashtra" });
    await create(a.cookie, { name: "Reliance Yarns Limited", gstin: GSTIN.toLowerCase(), address: "Thane, Maharashtra" });
    await create(a.cookie, { name: "Clean Books Private Limited", address: "Pune, Maharashtra" });
    await create(b.cookie, { name: "Rival Reliance Limited", gstin: GSTIN, address: "Mumbai, Maharashtra" });

    const all = await list(a.cookie);
    const textiles = all.companies.find((c) => c.name === "Reliance Textiles Limited")!;
    expect(warnings(textiles)).toEqual(["The same GSTIN is used by Reliance Yarns Limited."]);
    expect(warnings(all.companies.find((c) => c.name === "Clean Books Private Limited")!)).toEqual([]);
    // Another user's company is another database: never named.
    expect(JSON.stringify(all)).not.toContain("Rival Reliance");

    const warned = await list(a.cookie, "?warnings=1");
    expect(warned.total).toBe(2);
    expect(warned.companies.map((c) => c.name)).toEqual(["Reliance Textiles Limited", "Reliance Yarns Limited"]);
    // The edit form gets the names too, to show beside the checks of what is typed.
    const edit = await get(`/app/database/${textiles.id}/edit?_data=${encodeURIComponent("routes/app.database.$companyId_.edit")}`, a.cookie);
    expect(await edit.json()).toMatchObject({ identity: { sharedWith: { gstin: ["Reliance Yarns Limited"], pan: [] }, inspectedAt: null } });
    expect((await list(a.cookie, "?warnings=1&q=yarns")).companies.map((c) => c.name)).toEqual(["Reliance Yarns Limited"]);
  });

  it("lists an inspection's checks in its evidence, and on the verify page only in words that hide the GSTIN", async () => {
    const s = await signUp();
    const userId = String((await userByEmail(s.email))!.id);
    await create(s.cookie, { name: "Reliance Cold Chain Limited", gstin: GSTIN, address: "Peenya, Bengaluru, Karnataka" });
    const company = await env.DB.prepare("SELECT id FROM companies WHERE user_id = ?").bind(userId).first<{ id: string }>();
    const body = payload(company!.id, []);
    const photoIds = [await uploadedPhoto(s.cookie, body.id)];
    const location = { latitude: 12.97, longitude: 77.59, accuracy: 10, address: "MG Road, Bengaluru, Karnataka, India" };
    expect((await save(s.cookie, { ...body, photoIds, location })).status).toBe(201);

    const evidence = (await (await get(`/app/evidence/${body.id}?_data=routes%2Fapp.evidence.%24inspectionId`, s.cookie)).json()) as {
      identity: IdentityResult[];
    };
    expect(evidence.identity.filter((r) => r.level === "warning").map((r) => r.text)).toEqual([
      "The states disagree: the GSTIN says Maharashtra, the address says Karnataka, the inspected location says Karnataka.",
    ]);

    const made = await post(`/app/evidence/${body.id}`, { intent: "create", days: "7" }, { cookie: s.cookie });
    const { link } = await made.json<{ link: { url: string } }>();
    const html = await (await SELF.fetch(`${ORIGIN}${new URL(link.url).pathname}`)).text();
    expect(html).toContain("The states of the GSTIN, the address and the inspected location disagree.");
    expect(html).toContain("The GSTIN&#x27;s check character is right.");
    expect(html).not.toContain(GSTIN);
    expect(html).not.toContain("AAACR5055K");
    expect(html).not.toContain("Maharashtra");
  });
});
