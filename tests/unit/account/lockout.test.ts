import { describe, expect, it } from "vitest";
import {
  failureKeys,
  failureLimits,
  limitOf,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_EMAIL,
  MAX_FAILURES_PER_IP,
  networkAddress,
  successKeys,
} from "../../../app/features/account/lockout";

describe("networkAddress", () => {
  it("counts public addresses and leaves local runs out", () => {
    expect(["203.0.113.9", "2001:db8::1", "127.0.0.1", "::1", "::ffff:127.0.0.1", null].map(networkAddress)).toEqual([
      "203.0.113.9",
      "2001:db8::1",
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("lock-out keys (OWASP device cookies)", () => {
  const email = "owner@example.com";
  const guesser = { ip: "203.0.113.9", device: null };
  const owner = { ip: "203.0.113.9", device: "nonce-of-the-owners-browser" };

  it("counts an untrusted client by account and network, a known browser by its token alone", () => {
    expect(failureKeys(email, guesser)).toEqual(["email:owner@example.com", "ip:203.0.113.9"]);
    expect(failureKeys(email, { ip: "127.0.0.1", device: null })).toEqual(["email:owner@example.com"]);
    // Same network as the guesser (an office NAT): still only its own counter.
    expect(failureKeys(email, owner)).toEqual(["device:nonce-of-the-owners-browser"]);
  });

  it("locks at 5 per account, 20 per network, 5 per device token", () => {
    expect([limitOf("email:x"), limitOf("ip:x"), limitOf("device:x")]).toEqual([MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_DEVICE]);
    expect([MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_DEVICE]).toEqual([5, 20, 5]);
    expect(failureLimits(email, guesser)).toEqual([
      ["email:owner@example.com", 5],
      ["ip:203.0.113.9", 20],
    ]);
    expect(failureLimits(email, owner)).toEqual([["device:nonce-of-the-owners-browser", 5]]);
    // A key of no known kind allows nothing (never a silent pass).
    expect(limitOf("other:z")).toBe(0);
  });

  it("lets a good password clear only its own client's counter", () => {
    expect(successKeys(email, guesser)).toEqual(["email:owner@example.com"]);
    // The owner's known browser leaves the guessers' lock-out standing.
    expect(successKeys(email, owner)).toEqual(["device:nonce-of-the-owners-browser"]);
  });
});
