// Issue 42: the deployment's administrator never sees a case. Their view of an organization's job (its bulk cases)
// shows its counts, not the file's name, the refused rows' cells or the job's messages; their own jobs keep theirs.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminSession, get, ORIGIN } from "./helpers";
import { member, organization } from "./team-factories";

const importPath = (code: string) => `/app/org/${code}/cases/import`;
const importData = `?_data=${encodeURIComponent("routes/app.org.$code.cases.import")}`;
type JobJson = { job: Record<string, unknown> & { status: string } };

async function settled(cookie: string, code: string, jobId: string) {
  for (;;) {
    const { job } = await (await get(`${importPath(code)}${importData}&job=${jobId}`, cookie)).json<JobJson>();
    if (job.status === "done" || job.status === "failed") return job;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("the administrator's view of an organization's job", () => {
  it("shows the counts only: no file name, no refused cells, no messages", async () => {
    const manager = await member("Meena Iyer");
    const o = await organization([[manager, "owner"]]);
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const csv = [
      "reference,company name,address,verification type,due date,due time",
      `LN-7781,Sunita Textiles,14 Gandhi Road Pune,Office,${due},11:00`,
      `LN-7782,Borrower Kapoor Home,22 Hill View Nashik,Kapoor residence back door,${due},12:00`,
    ].join("\n");
    const form = new FormData();
    form.set("file", new File([csv], "deccan-borrowers-november.csv", { type: "text/csv" }));
    const res = await SELF.fetch(`${ORIGIN}${importPath(o.code)}${importData}`, {
      method: "POST",
      headers: { Cookie: manager.cookie, Origin: ORIGIN, Host: "localhost" },
      body: form,
    });
    expect(res.status).toBe(200);
    const { job } = await res.json<{ job: { id: string } }>();
    // The organization's own page shows its refused row, in its words.
    const own = await settled(manager.cookie, o.code, job.id);
    expect(own).toMatchObject({ status: "done", succeeded: 1, failed: 1 });
    expect(JSON.stringify(own.errors)).toContain("Kapoor residence back door");

    const admin = await adminSession();
    const answer = await get(`/app/admin/jobs/${job.id}`, admin);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    const seen = (JSON.parse(text) as JobJson).job;
    expect(seen).toMatchObject({ id: job.id, kind: "case-csv", status: "done", succeeded: 1, failed: 1, message: null, errors: [] });
    for (const secret of ["deccan-borrowers-november", "Kapoor", "Sunita", "LN-778", o.id]) expect(text).not.toContain(secret);
  });
});
