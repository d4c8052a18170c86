// Capture codes: a short code the Worker issues when the camera starts online, bound to the user
// and the inspection, which the capture view burns into every photo's watermark band. The code is
// its own signature: the first 30 bits of HMAC-SHA256(secret, user, inspection, issue time), in
// base32. The client keeps `<code>.<issue time in base36 ms>` and sends it with each photo; the
// Worker recomputes the code for the session's user and the photo's inspection, so a code issued
// for one inspection cannot stand in another user's or another inspection's receipt. A photo
// showing the code cannot predate its issue time.

export interface IssuedCaptureCode {
  code: string;
  issuedAt: string;
}

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I/L: read off a photo by eye
const LENGTH = 6;
export const CAPTURE_CODE_TOKEN = /^[A-Z2-9]{6}\.[0-9a-z]{1,12}$/;

async function hmac(secret: string, text: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(`capture-code:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text)));
}

export async function captureCodeFor(secret: string, userId: string, inspectionId: string, issuedAtMs: number): Promise<string> {
  const mac = await hmac(secret, `${userId}\n${inspectionId}\n${issuedAtMs}`);
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[mac[i] % ALPHABET.length];
  return code;
}

/** The token the client keeps and sends back with each photo. */
export const captureCodeToken = (code: string, issuedAtMs: number) => `${code}.${issuedAtMs.toString(36)}`;

/** The code and issue time a token names, when it is the one issued to this user for this inspection. */
export async function checkCaptureCode(
  secret: string,
  token: string,
  userId: string,
  inspectionId: string,
  now = Date.now(),
): Promise<IssuedCaptureCode | null> {
  if (!CAPTURE_CODE_TOKEN.test(token)) return null;
  const [code, time] = token.split(".");
  const issuedAtMs = parseInt(time, 36);
  // Issued codes are never dated ahead of the server's clock.
  if (!Number.isSafeInteger(issuedAtMs) || issuedAtMs > now + 60_000) return null;
  const expected = await captureCodeFor(secret, userId, inspectionId, issuedAtMs);
  return expected === code ? { code, issuedAt: new Date(issuedAtMs).toISOString() } : null;
}

/** What the band shows after the capture time: e.g. "Code K7QMXP". */
export const bandCodeText = (token: string | null | undefined) => (token ? `Code ${token.split(".")[0]}` : null);
