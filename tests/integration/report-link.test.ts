// The verify link a PDF report prints, and what revoking a link means for the next report.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { post } from "./helpers";

interface Printed {
  ok: boolean;
  link: { id: string; expiresAt: string; active: boolean } | null;
  created: boolean;
}

async function sealedInspection() {
  const u = await newInspector();
  const inspectionId = crypto.randomUUID();
  const photoId = await uploadedPhoto(u.cookie, inspectionId);
  expect((await save(u.cookie, payload(u.companyId, [photoId], { id: inspectionId }))).status).toBe(201);
  const act = (fields: Record<string, string>) => post(`/app/evidence/${inspectionId}`, fields, { cookie: u.cookie });
  const report = async () => (await act({ intent: "report" })).json<Printed>();
  const links = () =>
    env.DB.prepare("SELECT count(*) AS n FROM verify_links WHERE inspection_id = ?")
      .bind(inspectionId)
      .first<{ n: number }>()
      .then((r) => r!.n);
  return { ...u, inspectionId, act, report, links };
}

describe("the verify link a report prints", () => {
  it("makes a 30-day link for the first report, says so, and prints the same one next time", async () => {
    const s = await sealedInspection();
    const first = await s.report();
    expect(first).toMatchObject({ ok: true, created: true, link: { active: true } });
    expect(Date.parse(first.link!.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const second = await s.report();
    expect(second).toMatchObject({ created: false, link: { id: first.link!.id } });
    expect(await s.links()).toBe(1);
  });

  it("makes none by itself once the owner has revoked a link, until the owner creates one", async () => {
    const s = await sealedInspection();
    const { link } = await s.report();
    expect((await s.act({ intent: "revoke", link: link!.id })).status).toBe(200);
    expect(await s.report()).toMatchObject({ ok: true, link: null, created: false });
    expect(await s.links()).toBe(1);

    // The owner's own short link still prints, rather than nothing.
    const made = await (await s.act({ intent: "create", days: "1" })).json<{ link: { id: string } }>();
    expect(await s.report()).toMatchObject({ created: false, link: { id: made.link.id } });
    expect(await s.links()).toBe(2);
  });

  it("answers 404 for another user's inspection and makes no link", async () => {
    const s = await sealedInspection();
    const other = await newInspector();
    const res = await post(`/app/evidence/${s.inspectionId}`, { intent: "report" }, { cookie: other.cookie });
    expect(res.status).toBe(404);
    expect(await s.links()).toBe(0);
  });
});
