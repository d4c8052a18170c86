import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { COMPANY_MESSAGES } from "../../app/features/companies/company-form";
import { get, ORIGIN, post, signUp, userByEmail } from "./helpers";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

const data = (path: string, cookie: string) => get(`${path}${path.includes("?") ? "&" : "?"}_data=routes%2Fapp.database`, cookie);

async function list(cookie: string, search = "") {
  const res = await data(`/app/database${search}`, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as { companies: { id: string; name: string; state: string | null; isGlobal: boolean }[]; total: number; pageCount: number };
}

function act(cookie: string, fields: Record<string, string>) {
  return post("/app/database?_data=routes%2Fapp.database", fields, { cookie });
}

async function create(cookie: string, fields: Record<string, string>) {
  const res = await act(cookie, { intent: "create", ...fields });
  const body = (await res.json()) as { ok: boolean; message: string; fieldErrors?: Record<string, string> };
  return { status: res.status, ...body };
}

async function userId(email: string) {
  return String((await userByEmail(email))!.id);
}

describe("company form rules on the server", () => {
  it("adds a company: trimmed, CIN/GSTIN/PAN upper-cased, empty optional fields omitted, state from the address", async () => {
    const { cookie, email } = await signUp();
    const r = await create(cookie, {
      name: "  Acme Steel  ",
      cin: "l12345mh2000plc123456",
      gstin: "27abcde1234f1z5",
      pan: "abcde1234f",
      address: " 12 Link Road, Pune, Maharashtra ",
      email: "",
      website: "",
    });
    expect(r).toMatchObject({ status: 200, ok: true, message: "Company added successfully" });
    const row = await env.DB.prepare("SELECT * FROM companies WHERE user_id = ?")
      .bind(await userId(email))
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      name: "Acme Steel",
      cin: "L12345MH2000PLC123456",
      gstin: "27ABCDE1234F1Z5",
      pan: "ABCDE1234F",
      address: "12 Link Road, Pune, Maharashtra",
      state: "Maharashtra",
      email: null,
      website: null,
      is_global: 0,
    });
  });

  it.each([
    [{ name: "", address: "x" }, "name", COMPANY_MESSAGES.nameRequired],
    [{ name: "A", address: "   " }, "address", COMPANY_MESSAGES.addressRequired],
    [{ name: "A", address: "x", pan: "ABCD1234F" }, "pan", "Invalid PAN format"],
    [{ name: "A", address: "x", email: "a@b" }, "email", "Invalid email format"],
    [{ name: "A", address: "x", website: "www.acme.in" }, "website", "Invalid website URL (must start with http:// or https://)"],
  ])("refuses %j with its message and writes nothing", async (fields, field, message) => {
    const { cookie, email } = await signUp();
    const r = await create(cookie, fields as Record<string, string>);
    expect(r.status).toBe(422);
    expect(r.ok).toBe(false);
    expect(r.fieldErrors?.[field]).toBe(message);
    const n = await env.DB.prepare("SELECT count(*) AS n FROM companies WHERE user_id = ?")
      .bind(await userId(email))
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it("saves a CIN or GSTIN of the wrong format: the format is only a hint", async () => {
    const { cookie } = await signUp();
    expect((await create(cookie, { name: "Odd Ids", address: "x", cin: "123", gstin: "XYZ" })).ok).toBe(true);
  });
});

describe("edit and delete", () => {
  it("edits and deletes one's own company", async () => {
    const { cookie } = await signUp();
    await create(cookie, { name: "Old Name", address: "Chennai, Tamil Nadu" });
    const [company] = (await list(cookie)).companies;
    const edited = await act(cookie, { intent: "update", id: company.id, name: "New Name", address: "Jaipur, Rajasthan" });
    expect(await edited.json()).toMatchObject({ ok: true, message: "Company updated successfully" });
    expect((await list(cookie)).companies[0]).toMatchObject({ name: "New Name", state: "Rajasthan" });
    const deleted = await act(cookie, { intent: "delete", id: company.id });
    expect(await deleted.json()).toMatchObject({ ok: true, message: "Company deleted successfully" });
    expect((await list(cookie)).total).toBe(0);
  });

  it("gives 404 for another user's company on read, edit and delete, and changes nothing", async () => {
    const owner = await signUp();
    const other = await signUp();
    await create(owner.cookie, { name: "Private Co", address: "Patna, Bihar" });
    const [company] = (await list(owner.cookie)).companies;
    expect((await get(`/app/database/${company.id}`, other.cookie)).status).toBe(404);
    expect((await get(`/app/database/${company.id}`, owner.cookie)).status).toBe(200);
    const edit = await act(other.cookie, { intent: "update", id: company.id, name: "Hijacked", address: "x" });
    expect(edit.status).toBe(404);
    expect(await edit.json()).toMatchObject({ ok: false, message: "Failed to save company" });
    const del = await act(other.cookie, { intent: "delete", id: company.id });
    expect(del.status).toBe(404);
    expect(await del.json()).toMatchObject({ ok: false, message: "Failed to delete company" });
    expect((await list(owner.cookie)).companies[0].name).toBe("Private Co");
    expect((await list(other.cookie)).total).toBe(0);
  });

  it("shows directory companies read-only: they cannot be edited or deleted", async () => {
    const { cookie } = await signUp();
    await seed(schema.companies, [rows.company(null, { id: "dir-1", name: "Directory Mills", address: "Surat, Gujarat", addedBy: "admin@siteproof.test" })]);
    expect((await list(cookie)).total).toBe(0);
    const withDirectory = await list(cookie, "?directory=1");
    expect(withDirectory.companies.map((c) => [c.name, c.isGlobal])).toContainEqual(["Directory Mills", true]);
    expect((await get("/app/database/dir-1", cookie)).status).toBe(200);
    expect((await act(cookie, { intent: "update", id: "dir-1", name: "Mine now", address: "x" })).status).toBe(404);
    expect((await act(cookie, { intent: "delete", id: "dir-1" })).status).toBe(404);
    await env.DB.prepare("DELETE FROM companies WHERE id = 'dir-1'").run();
  });
});

describe("listing", () => {
  async function seedCompanies(count: number) {
    const { cookie, email } = await signUp();
    const id = await userId(email);
    const states = ["Maharashtra", "Karnataka", "Gujarat"];
    await seed(
      schema.companies,
      Array.from({ length: count }, (_, i) =>
        rows.company(id, {
          id: `${id}-c${i}`,
          name: `Company ${String(i).padStart(2, "0")}`,
          cin: `U${String(10000 + i)}MH2010PTC${String(100000 + i)}`,
          address: `${i} Main Road, ${states[i % 3]}`,
          state: states[i % 3],
          contactPerson: i === 7 ? "Ravi Kumar" : null,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        }),
      ),
    );
    return cookie;
  }

  it("pages by 9 on the server with the right count", async () => {
    const cookie = await seedCompanies(20);
    const p1 = await list(cookie);
    expect(p1).toMatchObject({ total: 20, pageCount: 3 });
    expect(p1.companies.map((c) => c.name)).toEqual(Array.from({ length: 9 }, (_, i) => `Company ${String(i).padStart(2, "0")}`));
    const p3 = await list(cookie, "?page=3");
    expect(p3.companies.map((c) => c.name)).toEqual(["Company 18", "Company 19"]);
    expect(await get("/app/database?page=3", cookie).then((r) => r.text())).toContain("20 companies found");
  });

  it("sorts by name and by date added, both ways", async () => {
    const cookie = await seedCompanies(12);
    expect((await list(cookie, "?dir=desc")).companies[0].name).toBe("Company 11");
    expect((await list(cookie, "?sort=date")).companies[0].name).toBe("Company 11");
    expect((await list(cookie, "?sort=date&dir=asc")).companies[0].name).toBe("Company 00");
  });

  it("searches name, CIN, address and contact person case-insensitively, and filters by state", async () => {
    const cookie = await seedCompanies(12);
    expect((await list(cookie, "?q=company%2003")).companies.map((c) => c.name)).toEqual(["Company 03"]);
    expect((await list(cookie, "?q=u10005")).companies.map((c) => c.name)).toEqual(["Company 05"]);
    expect((await list(cookie, "?q=ravi")).companies.map((c) => c.name)).toEqual(["Company 07"]);
    expect((await list(cookie, "?q=10%20main")).companies.map((c) => c.name)).toEqual(["Company 10"]);
    expect((await list(cookie, "?state=Karnataka")).total).toBe(4);
    expect((await list(cookie, "?state=Karnataka&q=company%2001")).companies.map((c) => c.name)).toEqual(["Company 01"]);
    expect((await list(cookie, "?q=%25")).total).toBe(0);
    const one = await get("/app/database?q=company%2003", cookie).then((r) => r.text());
    expect(one).toContain("1 company found");
  });
});

describe("CSV import", () => {
  function upload(cookie: string, intent: string, csv: string, name = "companies.csv") {
    const form = new FormData();
    form.set("intent", intent);
    form.set("file", new File([csv], name, { type: "text/csv" }));
    return SELF.fetch(`${ORIGIN}/app/database?_data=routes%2Fapp.database`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" },
      body: form,
    });
  }

  const CSV = [
    "Name,CIN,GSTIN,Address,Contact Person",
    '"Shah, Patel & Co",L12345MH2000PLC123456,27ABCDE1234F1Z5,"Plot 4, MIDC, Pune, Maharashtra",Anil',
    '"The ""Best"" Traders",,,"Bengaluru, Karnataka",',
    "",
    ",U11111KA2011PTC111111,,Somewhere,",
    "Twice Ltd,,,Surat Gujarat,",
    "Twice Ltd,,,Surat Gujarat,",
  ].join("\n");

  it("previews what it will add and reject without writing, then imports in one batch", async () => {
    const { cookie } = await signUp();
    const preview = (await (await upload(cookie, "import-preview", CSV)).json()) as {
      preview: { valid: { row: number; company: { name: string; address: string } }[]; rejected: { row: number; reason: string }[] };
    };
    expect(preview.preview.valid.map((v) => v.company.name)).toEqual(["Shah, Patel & Co", 'The "Best" Traders', "Twice Ltd"]);
    expect(preview.preview.valid[0].company.address).toBe("Plot 4, MIDC, Pune, Maharashtra");
    expect(preview.preview.rejected).toEqual([
      { row: 5, reason: "Company name is required" },
      { row: 7, reason: "Repeats an earlier row of this file" },
    ]);
    expect((await list(cookie)).total).toBe(0);
    const done = await upload(cookie, "import", CSV);
    // Shah, Patel & Co's made-up GSTIN warns (check character, PAN letters); warnings never stop a row.
    expect(await done.json()).toMatchObject({ ok: true, message: "3 companies imported successfully (1 with identity warnings)" });
    const all = await list(cookie);
    expect(all.total).toBe(3);
    expect(all.companies.find((c) => c.name === "Shah, Patel & Co")!.state).toBe("Maharashtra");
    const again = (await (await upload(cookie, "import-preview", CSV)).json()) as {
      preview: { valid: unknown[]; rejected: { row: number; reason: string }[] };
    };
    expect(again.preview.valid).toEqual([]);
    const already = again.preview.rejected.filter((r) => r.reason === "Already in your company database").map((r) => r.row);
    expect(already).toEqual([2, 3, 6, 7]);
  });

  it("refuses a file that is not a .csv", async () => {
    const { cookie } = await signUp();
    const res = await upload(cookie, "import", CSV, "companies.xlsx");
    expect(res.status).toBe(400);
    expect((await list(cookie)).total).toBe(0);
  });
});
