import { describe, expect, it } from "vitest";
import {
  appIsLocal,
  MAX_QUEUE_DELAY_SECONDS,
  previousSecretInForce,
  queueDelaySeconds,
  retryDelaySeconds,
  RETRY_SCHEDULE,
  shouldDisable,
  signatureHeader,
  signedContent,
  webhookUrlProblem,
  answerExcerpt,
  isDelivered,
} from "../../../app/features/api/webhook-rules";

describe("webhook signatures", () => {
  it("signs the timestamp, a dot and the body as sent", () => {
    expect(signedContent(1700000000, '{"id":"e1"}')).toBe('1700000000.{"id":"e1"}');
  });
  it("names the current secret's signature first, the previous one's after a comma", () => {
    expect(signatureHeader(["aa"])).toBe("v1=aa");
    expect(signatureHeader(["aa", "bb"])).toBe("v1=aa,v1=bb");
  });
  it("keeps the previous secret only until its expiry", () => {
    const now = new Date("2026-11-29T00:00:00Z");
    expect(previousSecretInForce(null, now)).toBe(false);
    expect(previousSecretInForce("2026-11-29T00:00:01Z", now)).toBe(true);
    expect(previousSecretInForce("2026-11-29T00:00:00Z", now)).toBe(false);
  });
});

describe("retries", () => {
  it("backs off 1 m, 5 m, 30 m, 2 h, 6 h, 12 h, then 24 h, over more than three days in all", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([60, 300, 1800, 7200, 21600, 43200, 86400]);
    const total = RETRY_SCHEDULE.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(72 * 3600);
  });
  it("gives up after the schedule's last retry", () => {
    expect(retryDelaySeconds(RETRY_SCHEDULE.length)).toBe(86400);
    expect(retryDelaySeconds(RETRY_SCHEDULE.length + 1)).toBeNull();
  });
  it("waits in the Queue at most 12 hours a message, so a 24-hour wait is chained", () => {
    const now = new Date("2026-11-29T00:00:00Z");
    expect(queueDelaySeconds("2026-11-29T00:01:00Z", now)).toBe(60);
    expect(queueDelaySeconds("2026-11-30T00:00:00Z", now)).toBe(MAX_QUEUE_DELAY_SECONDS);
    expect(queueDelaySeconds("2026-11-28T00:00:00Z", now)).toBe(0);
  });
  it("counts only a 2xx answer as delivered", () => {
    expect([200, 204, 299].every(isDelivered)).toBe(true);
    expect([199, 301, 404, 500].some(isDelivered)).toBe(false);
  });
  it("keeps the answer's first 500 characters", () => {
    expect(answerExcerpt("ok")).toBe("ok");
    expect(answerExcerpt("x".repeat(600))).toHaveLength(501);
  });
});

describe("disabling a failing endpoint", () => {
  const now = new Date("2026-11-29T00:00:00Z");
  it("disables after three days of failures, not before", () => {
    expect(shouldDisable(null, now)).toBe(false);
    expect(shouldDisable("2026-11-26T00:00:01Z", now)).toBe(false);
    expect(shouldDisable("2026-11-26T00:00:00Z", now)).toBe(true);
  });
});

describe("endpoint addresses", () => {
  it("takes https anywhere", () => {
    expect(webhookUrlProblem("https://lender.example/hooks", false)).toBeNull();
  });
  it("takes http only to this machine, and only while the app runs locally", () => {
    expect(webhookUrlProblem("http://localhost:9000/h", true)).toBeNull();
    expect(webhookUrlProblem("http://127.0.0.1:9000/h", true)).toBeNull();
    expect(webhookUrlProblem("http://localhost:9000/h", false)).toMatch(/https/);
    expect(webhookUrlProblem("http://lender.example/h", true)).toMatch(/localhost/);
  });
  it("refuses what is not an address, other schemes and credentials", () => {
    expect(webhookUrlProblem("lender.example", false)).toMatch(/full address/);
    expect(webhookUrlProblem("ftp://lender.example", false)).toMatch(/https/);
    expect(webhookUrlProblem("https://a:b@lender.example", false)).toMatch(/user name/);
  });
  it("knows the app runs locally from its APP_URL", () => {
    expect(appIsLocal("http://localhost:8787")).toBe(true);
    expect(appIsLocal("https://siteproof.app")).toBe(false);
  });
});
