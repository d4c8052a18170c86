// CSV in and out: every CSV the app writes escapes formula-like cells, and both imports (an
// inspector's and the admin's directory upload) refuse binary files and report unreadable rows.
import { env, SELF } from "cloudflare:test";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { runCompanyUpload } from "../../app/features/admin/admin-jobs.server";
import { count, newInspector } from "./capture-helpers";
import { adminSession, get, ORIGIN } from "./helpers";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";

const LEADERS = ['=HYPERLINK("http://evil.example","x")', "+1+1", "-2+3", "@SUM(A1:A2)", "\tTab", "\rReturn"];

function sendFile(path: string, cookie: string, intent: string, content: BlobPart, name = "companies.csv") {
  const form = new FormData();
  form.set("intent", intent);
  form.set("file", new File([content], name, { type: "text/csv" }));
  return SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" }, body: form });
}
const personal = (cookie: string, intent: string, content: BlobPart) => sendFile("/app/database?_data=routes%2Fapp.database", cookie, intent, content);
const adminUpload = (cookie: string, content: BlobPart) => sendFile("/app/admin?_data=routes%2Fapp.admin", cookie, "upload", content);

/** A PNG's first bytes, then noise: what "an image saved as .csv" looks like. */
const binary = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...crypto.getRandomValues(new Uint8Array(2000))]);
const UNCLOSED = [
  "name,cin,gstin,address",
  "Godavari Agro,U1,G1,Nashik",
  '"Konkan Traders,U2,G2,Ratnagiri',
  "Deccan Foods,U3,G3,Hyderabad",
  "Malabar Spice,U4,G4,Kochi",
].join("\n");

describe("CSV exports", () => {
  it("escapes cells starting with =, +, -, @, tab and CR in the inspections export", async () => {
    const u = await newInspector();
    await seed(
      schema.inspections,
      LEADERS.map((name, n) =>
        rows.inspection(u.userId, {
          id: `${u.userId}-x${n}`,
          userEmail: u.email,
          companyName: name,
          notes: name,
          activityLevel: "high",
          latitude: -12.5,
          longitude: 77.5,
        }),
      ),
    );
    const res = await get("/app/history/export?format=csv", u.cookie);
    expect(res.status).toBe(200);
    const parsed = Papa.parse<Record<string, string>>(await res.text(), { header: true, skipEmptyLines: true }).data;
    expect(parsed.map((r) => r.companyName).sort()).toEqual(LEADERS.map((l) => `'${l}`).sort());
    expect(parsed.map((r) => r.notes).sort()).toEqual(LEADERS.map((l) => `'${l}`).sort());
    // Numbers stay numbers: a negative latitude is not a formula.
    expect(parsed.every((r) => r.latitude === "-12.5")).toBe(true);
  });

  it("escapes them in Export User Data too", async () => {
    const admin = await adminSession();
    await seed(schema.users, [rows.user({ email: `formula-${Date.now()}@example.com`, firstName: "=cmd|calc", lastName: "@SUM(1)" })]);
    const text = await (await get("/app/admin/users-export", admin)).text();
    expect(text).toContain("'=cmd|calc");
    expect(text).toContain("'@SUM(1)");
    expect(text).not.toMatch(/(^|,)=cmd/m);
  });
});

describe("CSV imports", () => {
  it("refuses a binary file on the personal import, and imports nothing", async () => {
    const u = await newInspector();
    for (const intent of ["import-preview", "import"]) {
      const res = await personal(u.cookie, intent, binary());
      expect([res.status, await res.json()]).toEqual([400, { ok: false, intent, message: "This file is not a CSV text file" }]);
    }
    expect(await count("SELECT count(*) AS n FROM companies WHERE user_id = ?", u.userId)).toBe(1);
  });

  it("refuses text in another encoding on both imports, saying how to save it", async () => {
    const message = 'This file is not a CSV text file in UTF-8: save it from your spreadsheet as "CSV UTF-8" and choose it again';
    // Excel's default CSV on Windows: "Café" with é as the one byte 0xE9.
    const cp1252 = new Uint8Array([...new TextEncoder().encode("name,cin,gstin,address\nCaf"), 0xe9, ...new TextEncoder().encode(" Agro,U1,G1,Pune\n")]);
    const u = await newInspector();
    for (const intent of ["import-preview", "import"]) {
      const res = await personal(u.cookie, intent, cp1252);
      expect([res.status, await res.json()]).toEqual([400, { ok: false, intent, message }]);
    }
    expect(await count("SELECT count(*) AS n FROM companies WHERE user_id = ?", u.userId)).toBe(1);
    const admin = await adminSession();
    const jobs = await count("SELECT count(*) AS n FROM jobs");
    const res = await adminUpload(admin, cp1252);
    expect([res.status, await res.json()]).toEqual([400, { ok: false, intent: "upload", message }]);
    expect(await count("SELECT count(*) AS n FROM jobs")).toBe(jobs);
  });

  it("reports an unclosed quote on the personal import instead of swallowing the rest of the file", async () => {
    const u = await newInspector();
    const preview = await (
      await personal(u.cookie, "import-preview", UNCLOSED)
    ).json<{ preview: { valid: { company: { name: string } }[]; rejected: { row: number; reason: string }[] } }>();
    expect(preview.preview.valid.map((v) => v.company.name)).toEqual(["Godavari Agro"]);
    expect(preview.preview.rejected).toEqual([{ row: 3, reason: "A quote is not closed, so the rest of the file from this line was not read" }]);
    await personal(u.cookie, "import", UNCLOSED);
    const names = await env.DB.prepare("SELECT name FROM companies WHERE user_id = ? ORDER BY name").bind(u.userId).all<{ name: string }>();
    expect(names.results.map((r) => r.name)).toEqual(["Acme Cold Storage", "Godavari Agro"]);
  });

  it("refuses a binary file on the admin upload before any job starts", async () => {
    const admin = await adminSession();
    const jobs = await count("SELECT count(*) AS n FROM jobs");
    const res = await adminUpload(admin, binary());
    expect([res.status, await res.json()]).toEqual([400, { ok: false, intent: "upload", message: "This file is not a CSV text file" }]);
    expect(await count("SELECT count(*) AS n FROM jobs")).toBe(jobs);
  });

  it("writes a large upload with every column filled in multi-row inserts under D1's 100-parameter limit", async () => {
    const admin = await adminSession();
    const header = "name,cin,gstin,pan,address,phone,email,website,contact person,notes";
    const lines = Array.from(
      { length: 1000 },
      (_, n) =>
        `Company ${n},U${n}MH2010PTC000001,27ABCDE${String(n).padStart(4, "0")}F1Z5,ABCDE1234F,"Plot ${n}, MIDC, Pune, Maharashtra",+91 20 4000 ${n},c${n}@example.com,https://c${n}.example.com,Person ${n},Note ${n}`,
    );
    const { job } = await (await adminUpload(admin, [header, ...lines].join("\n"))).json<{ job: { id: string } }>();
    await runCompanyUpload(env, job.id);
    const row = await env.DB.prepare("SELECT status, succeeded, message FROM jobs WHERE id = ?")
      .bind(job.id)
      .first<{ status: string; succeeded: number; message: string }>();
    expect(row).toEqual({ status: "done", succeeded: 1000, message: "Successfully uploaded 1000 companies!" });
    expect(await count("SELECT count(*) AS n FROM companies WHERE id LIKE ? AND website LIKE 'https://%' AND state = 'Maharashtra'", `g-${job.id}-%`)).toBe(
      1000,
    );
  });

  it("reports an unclosed quote in the admin upload's rejected rows and writes only the rows before it", async () => {
    const admin = await adminSession();
    const { job } = await (await adminUpload(admin, UNCLOSED)).json<{ job: { id: string } }>();
    await runCompanyUpload(env, job.id);
    const row = await env.DB.prepare("SELECT status, errors FROM jobs WHERE id = ?").bind(job.id).first<{ status: string; errors: string }>();
    expect(row!.status).toBe("done");
    expect(JSON.parse(row!.errors)).toEqual([{ row: 3, reason: "A quote is not closed, so the rest of the file from this line was not read" }]);
    const names = await env.DB.prepare("SELECT name FROM companies WHERE id LIKE ?").bind(`g-${job.id}-%`).all<{ name: string }>();
    expect(names.results.map((r) => r.name)).toEqual(["Godavari Agro"]);
  });
});
