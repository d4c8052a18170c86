import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PUSH_MESSAGES, pushEndpointProblem, pushKeysProblem } from "../../../app/features/notifications/push-endpoint";

describe("pushEndpointProblem", () => {
  it("takes the push services' https addresses", () => {
    for (const e of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QO3x",
      "https://push.example.com:443/x",
    ]) {
      expect(pushEndpointProblem(e), e).toBeNull();
    }
  });

  it("refuses IP literals, local names, other ports, credentials and plain http", () => {
    for (const e of [
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.1/push",
      "https://127.0.0.1/push",
      "https://2130706433/push",
      "https://0x7f.1/push",
      "https://[::1]/push",
      "https://[::ffff:169.254.169.254]/push",
      "https://169.254.169.254./latest/meta-data/",
      "https://localhost./push",
      "https://api.localhost./push",
      "https://192.168.1.10:443/push",
      "https://[fe80::1]/push",
      "https://fcm.googleapis.com:80/push",
      "wss://fcm.googleapis.com/push",
      "https://[fd00::1]/push",
      "https://localhost/push",
      "https://api.localhost/push",
      "https://printer.local/push",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://intranet/push",
      "https://fcm.googleapis.com:8443/push",
      "https://user:pass@fcm.googleapis.com/push",
      "http://fcm.googleapis.com/push",
      "not a url",
    ]) {
      expect(pushEndpointProblem(e), e).toBe(PUSH_MESSAGES.endpoint);
    }
  });
});

describe("pushKeysProblem", () => {
  const point = () => {
    const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey.export({ format: "jwk" });
    return Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]);
  };
  const auth = Buffer.alloc(16, 7).toString("base64url");

  it("takes a real subscription's keys", async () => {
    expect(await pushKeysProblem({ p256dh: point().toString("base64url"), auth })).toBeNull();
  });

  it("refuses a point off the curve, a wrong length and an auth secret that is not 16 bytes", async () => {
    const off = point();
    off[64] ^= 1;
    expect(await pushKeysProblem({ p256dh: off.toString("base64url"), auth })).toBe(PUSH_MESSAGES.p256dh);
    expect(await pushKeysProblem({ p256dh: point().subarray(0, 33).toString("base64url"), auth })).toBe(PUSH_MESSAGES.p256dh);
    expect(await pushKeysProblem({ p256dh: "not base64!", auth })).toBe(PUSH_MESSAGES.p256dh);
    expect(await pushKeysProblem({ p256dh: point().toString("base64url"), auth: Buffer.alloc(15).toString("base64url") })).toBe(PUSH_MESSAGES.auth);
  });
});
