// Issue 45: POST /api/v1/cases/{id}/cancel: a case withdrawn before submission, with its reason in the history.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createWebhookEndpoint } from "../../app/features/api/webhooks.server";
import { getDb } from "../../app/platform/db/db.server";
import { RECEIVER_URL, stubWebhookReceiver } from "../stubs/webhook-receiver";
import { seedCases } from "./team-factories";
import { get } from "./helpers";
import { api, caseBody, expectProblem, keyed } from "./api-factories";

const events = (caseId: string) =>
  env.DB.prepare("SELECT kind, detail, actor_name FROM case_events WHERE case_id = ? AND kind = 'cancelled'")
    .bind(caseId)
    .all()
    .then((r) => r.results);

describe("POST /api/v1/cases/{id}/cancel", () => {
  it("cancels a case not yet submitted, with the reason and the key in its history, once, and tells the lender's receiver", async () => {
    const received = stubWebhookReceiver();
    const { owner, org, key } = await keyed(["cases:write", "cases:read"]);
    await createWebhookEndpoint(env, getDb(env.DB), org.id, { url: RECEIVER_URL, events: ["case.cancelled"] });
    const made = (await (await api("POST", "/api/v1/cases", key, caseBody("LN-CANCEL"))).json()) as { id: string };
    const res = await api("POST", `/api/v1/cases/${made.id}/cancel`, key, { reason: "  The applicant withdrew the loan  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: made.id, status: "cancelled" });
    expect(await events(made.id)).toEqual([{ kind: "cancelled", detail: "Cancelled: The applicant withdrew the loan", actor_name: "api (Loan system)" }]);
    const page = await (await get(`/app/org/${org.code}/cases/${made.id}`, owner.cookie)).text();
    expect(page).toContain("Cancelled");
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 20_000, interval: 200 });
    expect(JSON.parse(received[0].body)).toMatchObject({ type: "case.cancelled", data: { case_id: made.id, status: "cancelled" } });

    const again = await expectProblem(await api("POST", `/api/v1/cases/${made.id}/cancel`, key, { reason: "twice" }), 409, "case-not-cancellable");
    expect(again.case_status).toBe("cancelled");
    expect(await events(made.id)).toHaveLength(1);
  });

  it("refuses a submitted case (409), a bad reason by field (422), a read key (403) and another organization's case (404)", async () => {
    const { org, key } = await keyed(["cases:write"]);
    const [submitted] = await seedCases(org.id, 1, { status: "submitted" });
    await expectProblem(await api("POST", `/api/v1/cases/${submitted}/cancel`, key, { reason: "Too late" }), 409, "case-not-cancellable");
    expect(await env.DB.prepare("SELECT status FROM cases WHERE id = ?").bind(submitted).first("status")).toBe("submitted");

    const [open] = await seedCases(org.id, 1);
    for (const body of [{ reason: "   " }, { reason: "x".repeat(501) }, {}, { reason: "ok", extra: 1 }]) {
      const problem = await expectProblem(await api("POST", `/api/v1/cases/${open}/cancel`, key, body), 422, "validation-failed");
      expect(Object.keys(problem.errors as object).length, JSON.stringify(body)).toBe(1);
    }
    const reader = await keyed(["cases:read"]);
    await expectProblem(await api("POST", `/api/v1/cases/${open}/cancel`, reader.key, { reason: "No" }), 403, "insufficient-scope");
    const other = await keyed(["cases:write"]);
    await expectProblem(await api("POST", `/api/v1/cases/${open}/cancel`, other.key, { reason: "Not mine" }), 404, "not-found");
    await expectProblem(await api("GET", `/api/v1/cases/${open}/cancel`, key), 405, "method-not-allowed");
    expect(await env.DB.prepare("SELECT status FROM cases WHERE id = ?").bind(open).first("status")).toBe("unassigned");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_events WHERE kind = 'cancelled' AND organization_id = ?").bind(org.id).first("n")).toBe(0);
  });
});
