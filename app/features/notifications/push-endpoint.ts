// What a browser may register as its push subscription. The server later POSTs to the endpoint, so an
// endpoint is a request this Worker makes on a user's say-so: it must be https to a public host name
// (no IP literals, no loopback, private, link-local or metadata addresses, no local names), and the
// keys must be keys, or every push to it would fail at encryption.
import { fromBase64Url } from "../../platform/encoding";

export const PUSH_MESSAGES = {
  endpoint: "A push endpoint must be an https address on a public host name",
  p256dh: "The subscription's p256dh key is not a P-256 public key",
  auth: "The subscription's auth secret must be 16 bytes",
} as const;

// Names that resolve only on a local network (RFC 6762, RFC 8375 and common private zones).
const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".intranet", ".lan", ".home.arpa", ".corp"];

/** Why an endpoint is not acceptable, or null. */
export function pushEndpointProblem(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_MESSAGES.endpoint;
  }
  // A fully qualified name's trailing dot ("localhost.") names the same host.
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const refused =
    url.protocol !== "https:" ||
    url.username !== "" ||
    url.password !== "" ||
    (url.port !== "" && url.port !== "443") ||
    host.startsWith("[") || // any IPv6 literal
    /^[\d.]+$/.test(host) || // any IPv4 literal, dotted or not (the URL parser folds 0x7f.1 and 2130706433 into this)
    !host.includes(".") || // a single-label name resolves on the local network only
    host === "localhost" ||
    LOCAL_SUFFIXES.some((s) => host.endsWith(s));
  return refused ? PUSH_MESSAGES.endpoint : null;
}

function bytes(text: string): Uint8Array | null {
  if (!/^[\w-]+={0,2}$/.test(text)) return null;
  try {
    return fromBase64Url(text.replace(/=+$/, ""));
  } catch {
    return null;
  }
}

/** Why the subscription's keys are not usable, or null: p256dh an uncompressed point on P-256, auth 16 bytes. */
export async function pushKeysProblem(keys: { p256dh: string; auth: string }): Promise<string | null> {
  if (bytes(keys.auth)?.length !== 16) return PUSH_MESSAGES.auth;
  const point = bytes(keys.p256dh);
  if (point?.length !== 65 || point[0] !== 0x04) return PUSH_MESSAGES.p256dh;
  try {
    // WebCrypto refuses a point that is not on the curve.
    await crypto.subtle.importKey("raw", point as Uint8Array<ArrayBuffer>, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return null;
  } catch {
    return PUSH_MESSAGES.p256dh;
  }
}
