import { describe, expect, it } from "vitest";
import { JobHeld, LEASE_MS, leaseMs, secondsLeftOnLease } from "../../../../app/platform/jobs/lease";

describe("secondsLeftOnLease", () => {
  const now = Date.parse("2026-05-01T10:00:00.000Z");
  it("waits out the rest of a live lease, and a second more", () => {
    expect(secondsLeftOnLease("2026-05-01T10:00:00.000Z", 60_000, now)).toBe(61);
    expect(secondsLeftOnLease("2026-05-01T09:59:30.500Z", 60_000, now)).toBe(32);
  });
  it("retries after a second when the lease has just run out", () => {
    expect(secondsLeftOnLease("2026-05-01T09:58:00.000Z", 60_000, now)).toBe(1);
  });
});

describe("leaseMs", () => {
  it("reads JOB_LEASE_SECONDS, and a minute when it is unset or not a number", () => {
    expect(leaseMs({ JOB_LEASE_SECONDS: "5" } as Env)).toBe(5000);
    expect(leaseMs({ JOB_LEASE_SECONDS: "" } as Env)).toBe(LEASE_MS);
    expect(leaseMs({ JOB_LEASE_SECONDS: "soon" } as Env)).toBe(60_000);
  });
});

describe("JobHeld", () => {
  it("says when to come back", () => {
    const held = new JobHeld(12);
    expect(held).toBeInstanceOf(Error);
    expect([held.retryInSeconds, held.message]).toEqual([12, "Job held by another run; retry in 12 s"]);
  });
});
