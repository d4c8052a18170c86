// The fuzz tier: every route module of the build with an action or a loader, from the route manifest
// (a new route is covered without editing this file), gets a matrix of bad requests. Each answer to
// an action must be a 4xx (a loader may also answer a junk query parameter it ignores with 2xx or 3xx),
// never a 5xx, and the database and R2 must be exactly as they were.
//
// Per route: (1) a probe finds which of the app's intents and field names the route reads (a refusal
// "Unknown action" / "Unknown field: x" says it does not); (2) bodies that are not what it reads,
// inherited and unknown intents, repeated intents, as the attacker, a signed-out visitor and (admin
// routes) the admin; (3) for every intent it knows, a plausible form with ONE field made bad (100 KB,
// control characters, impossible dates and times, other users' ids, junk numbers) or the record id
// left out, so each field's own rule is reached rather than the first unknown field's; (4) JSON and
// upload routes: a valid body with one member made bad; (5) loaders: each junk query parameter on its
// own, other users' ids and junk in the path, data and document requests.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { INPUT_MESSAGES } from "../../app/platform/validation/input";
import { meta, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import {
  type Answer,
  BIG,
  badValues,
  changed,
  FIELD_NAMES,
  formBody,
  goodValue,
  INHERITED,
  INTENTS,
  inTurns,
  isIdField,
  type ManifestRoute,
  messageOf,
  multipartBody,
  pattern,
  fillParams,
  routes,
  send,
  snapshot,
} from "./fuzz-helpers";
import { adminSession, post } from "./helpers";
import { makeJpeg } from "./jpeg";
import { schema } from "../../app/platform/db/db.server";
import { rows, seed } from "./factories";
import { keepStorageAcrossTests } from "./storage";

/**
 * Actions that take no input by design: signing out and starting Google sign-in answer any POST with
 * a redirect, and an unknown path's POST goes to /login. They get the matrix too and must not 5xx,
 * but a redirect is their right answer; signing out is left out of the snapshot (it ends a session).
 */
const NO_INPUT_ACTIONS = new Set(["routes/logout", "routes/auth.google", "routes/$"]);
/** Loaders that write by design: exporting the users logs the export in admin_activity. */
const LOADER_WRITES: Record<string, string[]> = { "routes/app.admin.users-export": ["admin_activity"] };
/**
 * Fields naming a record the client is about to create (the inspection a capture code is for): another
 * user's inspection must be refused there, but the victim's other ids are just unused ids of another kind.
 */
const FRESH_ID_FIELDS: Record<string, string> = { "routes/app.capture-code": "inspectionId" };
/** Intents whose record id is required by what they do: each is also sent without it. */
const ACTS_ON_RECORD =
  /^(update|delete|cancel|complete|read|revoke|edit|upgrade|downgrade|deactivate|reactivate|grant-admin|revoke-admin|site-geocode|site-manual)$/;

type Who = { name: string; cookie: string | null };
type Case = { what: string; method: string; path: string; init: RequestInit; who: Who; expect: "4xx" | "not 5xx" };

interface Seeded {
  userId: string;
  cookie: string;
  companyId: string;
  inspectionId: string;
  photoId: string;
  visitId: string;
  notificationId: string;
  linkId: string;
  supportMessageId: string;
}

/** A user with one of every record: a company, a sealed inspection with a photo, a visit, a notification, a verify link and a support message. */
async function seededUser(): Promise<Seeded> {
  const u = await newInspector();
  const draft = payload(u.companyId, [await uploadedPhoto(u.cookie, crypto.randomUUID())]);
  expect((await save(u.cookie, draft)).status).toBe(201);
  await post(
    "/app/scheduling?_data=routes%2Fapp.scheduling",
    { intent: "create", companyId: u.companyId, scheduledDate: "2099-01-10", scheduledTime: "10:00", purpose: "Audit", notes: "" },
    { cookie: u.cookie },
  );
  const visit = await env.DB.prepare("SELECT id FROM scheduled_visits WHERE user_id = ?").bind(u.userId).first<{ id: string }>();
  const link = await (
    await post(`/app/evidence/${draft.id}?_data=routes%2Fapp.evidence.%24inspectionId`, { intent: "create", days: "7" }, { cookie: u.cookie })
  ).json<{ link: { id: string } }>();
  const notificationId = `${u.userId}-n`;
  await seed(schema.notifications, [rows.notification(u.userId, { id: notificationId })]);
  const subject = `Fuzz ${u.userId}`;
  const contact = { name: "Asha Rao", email: "asha@example.com", category: "bug", subject, message: "The report stops at page two.", priority: "high" };
  expect((await post("/app/contact?_data=routes%2Fapp.contact", contact, { cookie: u.cookie })).status).toBe(200);
  const message = await env.DB.prepare("SELECT id FROM support_messages WHERE subject = ?").bind(subject).first<{ id: string }>();
  return {
    userId: u.userId,
    cookie: u.cookie,
    companyId: u.companyId,
    inspectionId: draft.id,
    photoId: draft.photoIds[0],
    visitId: visit!.id,
    notificationId,
    linkId: link.link.id,
    supportMessageId: message!.id,
  };
}

/** What each route's probe found, so the last test can check the probe sees real schemas. */
const learned = new Map<string, Map<string | null, string[]>>();
let victim: Seeded;
let attacker: Seeded;
let bystanderId: string;
let admin: string;
let attackerDraftPhoto: string;
let pushKeys: { p256dh: string; auth: string };

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

// The fixtures below are made once for the whole tier (about 9,000 requests reuse them).
keepStorageAcrossTests();

beforeAll(async () => {
  // The victim holds one of everything; the attacker is another inspector with records of its own (so
  // a bad field among good ones reaches that field's rule); a bystander is the admin's target.
  victim = await seededUser();
  attacker = await seededUser();
  bystanderId = (await newInspector()).userId;
  admin = await adminSession();
  attackerDraftPhoto = await uploadedPhoto(attacker.cookie, crypto.randomUUID());
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  pushKeys = {
    p256dh: b64url((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer),
    auth: b64url(crypto.getRandomValues(new Uint8Array(16))),
  };
}, 120_000);

const victimIds = () => [
  victim.companyId,
  victim.inspectionId,
  victim.photoId,
  victim.visitId,
  victim.notificationId,
  victim.userId,
  victim.linkId,
  victim.supportMessageId,
];

/** Path parameter values: another user's record, none, a traversal, a NUL, 300 characters. */
const pathParams = (own: boolean): Record<string, string[]> => {
  const junk = ["no-such-id", "..%2F..%2Fetc", "a%00b", "%E0%A4", "x".repeat(300)];
  if (own)
    return {
      inspectionId: [attacker.inspectionId],
      photoId: [attacker.photoId],
      companyId: [attacker.companyId],
      jobId: ["no-such-id"],
      token: ["no-such-token"],
      "*": ["no/such/page"],
    };
  return {
    inspectionId: [victim.inspectionId, ...junk],
    photoId: [victim.photoId, ...junk],
    companyId: [victim.companyId, ...junk],
    jobId: junk,
    token: ["no-such-token", ...junk],
    "*": ["no/such/page", "a%00b"],
  };
};

/** The attacker's own record a route's `id` field names, so bad fields are checked on a record it may change. */
function ownIds(route: ManifestRoute, who: Who): Record<string, string> {
  const adminRoute = route.id.includes("admin");
  const id = adminRoute
    ? bystanderId
    : route.id.includes("scheduling")
      ? attacker.visitId
      : route.id.includes("notifications")
        ? attacker.notificationId
        : route.id.includes("history")
          ? attacker.inspectionId
          : attacker.companyId;
  return {
    id,
    ids: id,
    userId: adminRoute ? bystanderId : attacker.userId,
    companyId: attacker.companyId,
    company: attacker.companyId,
    selectedCompany: attacker.companyId,
    visitId: attacker.visitId,
    visit: attacker.visitId,
    inspectionId: attacker.inspectionId,
    photoId: attacker.photoId,
    photoIds: attacker.photoId,
    link: attacker.linkId,
    target: who.cookie === admin ? "all" : attacker.userId,
  };
}

/** Bodies that are not what a route reads, and intents it must not take. */
function genericBodies(): { what: string; init: RequestInit }[] {
  const junkFile = new FormData();
  junkFile.set("junk", new File([crypto.getRandomValues(new Uint8Array(512))], "junk.bin"));
  const json = (what: string, body: string) => ({ what, init: { body, headers: { "Content-Type": "application/json" } } });
  return [
    json("JSON {intent:delete}", JSON.stringify({ intent: "delete", id: "x" })),
    { what: "empty form", init: formBody({}) },
    { what: "empty, no type", init: { body: "" } },
    { what: "binary", init: { body: crypto.getRandomValues(new Uint8Array(2048)), headers: { "Content-Type": "application/octet-stream" } } },
    {
      what: "binary as multipart",
      init: { body: crypto.getRandomValues(new Uint8Array(2048)), headers: { "Content-Type": "multipart/form-data; boundary=----nope" } },
    },
    {
      what: "binary as a form",
      init: { body: crypto.getRandomValues(new Uint8Array(2048)), headers: { "Content-Type": "application/x-www-form-urlencoded" } },
    },
    { what: "multipart with a junk file", init: { body: junkFile } },
    { what: "multipart, junk fields", init: multipartBody({ intent: "toString", junk: "x", "a\u0000": "b" }) },
    json("deep JSON (50,000)", "[".repeat(50_000) + "]".repeat(50_000)),
    json("JSON of another shape", JSON.stringify({ endpoint: 5, id: [], photoIds: {}, keys: null, __proto__: { x: 1 } })),
    json("JSON with NUL", JSON.stringify({ intent: "create", name: "a\u0000b" })),
    json("JSON 100 KB", JSON.stringify({ intent: "create", name: BIG })),
    ...INHERITED.map((intent) => ({ what: `intent=${intent}`, init: formBody({ intent, id: "x" }) })),
    ...INHERITED.map((intent) => ({ what: `multipart intent=${intent}`, init: multipartBody({ intent }) })),
    {
      what: "intent twice (delete, toString)",
      init: formBody([
        ["intent", "delete"],
        ["intent", "toString"],
      ]),
    },
    { what: "intent with NUL", init: formBody({ intent: "delete\u0000" }) },
    {
      what: "field named __proto__",
      init: formBody([
        ["intent", "create"],
        ["__proto__", "x"],
        ["constructor", "y"],
      ]),
    },
  ];
}

/** A valid JSON (or upload) body for the routes that read one, so one bad member at a time reaches its rule. */
function jsonSeeds(routeId: string): { what: string; init: RequestInit }[] {
  const jsonOf = (what: string, body: unknown) => ({ what, init: { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } } });
  if (routeId === "routes/app.inspections") {
    const base = payload(attacker.companyId, [attackerDraftPhoto]);
    return [
      jsonOf("save: another user's company", { ...base, companyId: victim.companyId }),
      jsonOf("save: another user's photo", { ...base, photoIds: [victim.photoId] }),
      jsonOf("save: another user's inspection id", { ...base, id: victim.inspectionId }),
      jsonOf("save: the same photo twice", { ...base, photoIds: [attackerDraftPhoto, attackerDraftPhoto] }),
      jsonOf("save: 100 KB notes", { ...base, notes: BIG }),
      jsonOf("save: NUL in notes", { ...base, notes: "a\u0000b" }),
      jsonOf("save: impossible timestamp", { ...base, timestamp: "2099-02-31T99:99:00.000Z" }),
      {
        what: "save: latitude 1e999",
        init: {
          body: JSON.stringify({ ...base, location: { ...base.location, latitude: "__" } }).replace('"__"', "1e999"),
          headers: { "Content-Type": "application/json" },
        },
      },
      jsonOf("save: unknown assessment value", { ...base, assessment: { ...base.assessment, insuranceAdequacy: "__proto__" } }),
      jsonOf(
        "save: assessment __proto__",
        JSON.parse(
          `{"id":"${base.id}","companyId":"${attacker.companyId}","photoIds":["${attackerDraftPhoto}"],"assessment":{"__proto__":{"x":1}},"notes":"","timestamp":"${base.timestamp}"}`,
        ),
      ),
      jsonOf("save: visit of another user", { ...base, visitId: victim.visitId }),
      jsonOf("save: ids as objects", { ...base, id: { $ne: null }, photoIds: [{}] }),
    ];
  }
  if (routeId === "routes/app.push") {
    const base = { endpoint: "https://push.example.com/fuzz", keys: pushKeys };
    return [
      ...[
        "https://169.254.169.254/latest",
        "https://127.0.0.1/x",
        "https://localhost/x",
        "https://[::1]/x",
        "https://10.0.0.1/x",
        "http://push.example.com/x",
        "javascript:alert(1)",
        `https://push.example.com/${BIG}`,
        "https://push.example.com/a\u0000b",
      ].map((endpoint) => jsonOf(`push: endpoint ${endpoint.slice(0, 40)}`, { ...base, endpoint })),
      jsonOf("push: p256dh not a point", { ...base, keys: { ...pushKeys, p256dh: b64url(new Uint8Array(65)) } }),
      jsonOf("push: auth 15 bytes", { ...base, keys: { ...pushKeys, auth: b64url(new Uint8Array(15)) } }),
      jsonOf("push: keys missing", { endpoint: base.endpoint }),
    ];
  }
  if (routeId === "routes/app.photos") {
    const upload = (what: string, m: Record<string, unknown> | string, bytes: Uint8Array<ArrayBuffer> = makeJpeg()) => {
      const form = new FormData();
      form.set("file", new File([bytes], "x.jpg", { type: "image/jpeg" }));
      form.set("meta", typeof m === "string" ? m : JSON.stringify(m));
      return { what: `upload: ${what}`, init: { body: form } };
    };
    const m = () => meta(crypto.randomUUID());
    return [
      upload("another user's photo id", { ...m(), id: victim.photoId }),
      upload("another user's sealed inspection", { ...m(), inspectionId: victim.inspectionId }),
      upload("impossible capture time", { ...m(), capturedAt: "2099-02-31T99:99:00Z" }),
      upload("latitude 1e999", JSON.stringify({ ...m(), latitude: "__" }).replace('"__"', "1e999")),
      upload("100 KB address", { ...m(), address: BIG }),
      upload("NUL in address", { ...m(), address: "a\u0000b" }),
      upload("a PNG", m(), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(100)])),
      upload("random bytes", m(), crypto.getRandomValues(new Uint8Array(4096))),
      { what: "upload: meta not JSON", init: multipartBody({ meta: "{", file: "x" }) },
      { what: "upload: deep meta", init: multipartBody({ meta: "[".repeat(50_000) }) },
    ];
  }
  return [];
}

const isJsonAnswer = (a: Answer) => (a.headers.get("Content-Type") ?? "").includes("json");

/**
 * Which intents (or none) and which fields a route's action reads, learned from its refusals. Sent
 * before the route's snapshot: only "no 5xx" is asserted on these.
 */
async function probe(path: string, routeId: string, who: Who, failures: string[]): Promise<Map<string | null, string[]>> {
  const data = `?_data=${encodeURIComponent(routeId)}`;
  const ask = async (fields: Record<string, string>) => {
    const a = await send(path + data, { method: "POST", cookie: who.cookie, ...formBody(fields) });
    if (a.status >= 500) failures.push(`POST ${path} as ${who.name} (probe ${JSON.stringify(fields).slice(0, 80)}) -> ${a.status}`);
    return a;
  };
  const known = new Map<string | null, string[]>();
  // What the route says to an intent and a field no form has: anything else means it reads that one.
  const none = await ask({ intent: "no-such-intent" });
  if (!isJsonAnswer(none)) return known; // not a form route (a redirect)
  const intents: (string | null)[] = [];
  if (messageOf(none) === INPUT_MESSAGES.unknown("intent")) intents.push(null);
  else if (messageOf(none) === INPUT_MESSAGES.unknownAction) {
    await inTurns(INTENTS, 6, async (intent) => {
      if (messageOf(await ask({ intent })) !== INPUT_MESSAGES.unknownAction) intents.push(intent);
    });
  }
  for (const intent of intents) {
    const fields: string[] = [];
    const withIntent: Record<string, string> = intent ? { intent } : {};
    if (messageOf(await ask({ ...withIntent, zzNoSuchField: "" })) !== INPUT_MESSAGES.unknown("zzNoSuchField")) continue;
    await inTurns(FIELD_NAMES, 6, async (field) => {
      if (messageOf(await ask({ ...withIntent, [field]: "" })) !== INPUT_MESSAGES.unknown(field)) fields.push(field);
    });
    known.set(intent, fields.sort());
  }
  return known;
}

/** For every intent a route knows: a plausible form with one field made bad, or its record id left out. */
function fieldCases(known: Map<string | null, string[]>, route: ManifestRoute, who: Who, adminOnAdminRoute: boolean): { what: string; init: RequestInit }[] {
  const out: { what: string; init: RequestInit }[] = [];
  const ids = ownIds(route, who);
  for (const [intent, fields] of known) {
    const base: Record<string, string> = { ...(intent ? { intent } : {}) };
    for (const f of fields) base[f] = goodValue(f, ids);
    const label = intent ? `intent=${intent}` : "form";
    for (const f of fields) {
      for (const bad of badValues(f)) out.push({ what: `${label} ${f}=${bad.name}`, init: formBody({ ...base, [f]: bad.value }) });
      // Another user's records, where the admin is not entitled to name them.
      if (isIdField(f) && !adminOnAdminRoute)
        for (const id of FRESH_ID_FIELDS[route.id] === f ? [victim.inspectionId] : victimIds())
          out.push({
            what: `${label} ${f}=another user's ${id === victim.userId ? "user" : "record"} ${id.slice(0, 8)}`,
            init: formBody({ ...base, [f]: id }),
          });
    }
    if (intent && ACTS_ON_RECORD.test(intent))
      for (const f of fields.filter((x) => x === "id" || x === "link")) {
        const { [f]: _, ...rest } = base;
        out.push({ what: `${label} without ${f}`, init: formBody(rest) });
      }
    if (fields.length) out.push({ what: `${label} as multipart, 100 KB ${fields[0]}`, init: multipartBody({ ...base, [fields[0]]: BIG }) });
  }
  return out;
}

const JUNK_QUERIES = () => [
  "q=ab%00cd",
  "q=%1B%5B31m",
  `q=${BIG}`,
  "page=-1",
  "page=1e999",
  "page=NaN",
  "sort=__proto__",
  "dir=constructor",
  "range=constructor",
  "range=toString",
  "format=toString",
  "format=__proto__",
  "source=valueOf",
  "state=%00",
  "visit=%00",
  "visit=no-such-id",
  `visit=${victim.visitId}`,
  `company=${victim.companyId}`,
  "company=__proto__",
  "lat=1e999",
  "lon=NaN",
  "lat=91",
  "size=thumb%00",
  "accountType=constructor",
  "sortBy=__proto__",
  "view=%00",
  "to=https%3A%2F%2Fevil.example",
  "to=%2F%2Fevil.example",
  "code=%00",
  "state=x&code=y",
  "error=%00",
  "reset=%00",
  "q=a&q=b",
  "q=%E0%A4%A",
  "q=%uD800",
];

// In order: the last test reads what the route tests before it found.
describe("the fuzz tier", { shuffle: false }, () => {
  it("covers the app's routes, intents and fields", () => {
    expect(routes.filter((r) => r.module.action).length).toBeGreaterThanOrEqual(15);
    expect(INTENTS).toEqual(expect.arrayContaining(["create", "delete", "cancel", "read-all", "restore", "grant-admin"]));
    expect(FIELD_NAMES).toEqual(expect.arrayContaining(["id", "companyId", "scheduledDate", "scheduledTime", "email", "name", "notes", "purpose"]));
  });

  for (const route of routes.filter((r) => r.module.action || r.module.loader)) {
    it(`${route.id}: 4xx only, no 5xx, nothing changed`, { timeout: 180_000 }, async () => {
      const path = pattern(route);
      const isAdminRoute = /admin/.test(route.id);
      const signOut = route.id === "routes/logout";
      const anon: Who = { name: "signed out", cookie: null };
      const inspector: Who = { name: "inspector", cookie: signOut ? "sp_session=none" : attacker.cookie };
      const adminWho: Who = { name: "admin", cookie: admin };
      const failures: string[] = [];
      const data = (p: string) => `${p}${p.includes("?") ? "&" : "?"}${route.index ? "index&" : ""}_data=${encodeURIComponent(route.id)}`;

      // (1) What the action reads, from the attacker's (and on admin routes the admin's) own records' URL.
      const ownPath = fillParams(path, pathParams(true))[0];
      const knownBy = new Map<Who, Map<string | null, string[]>>();
      if (route.module.action && !NO_INPUT_ACTIONS.has(route.id)) {
        for (const who of isAdminRoute ? [inspector, adminWho] : [inspector]) knownBy.set(who, await probe(ownPath, route.id, who, failures));
        learned.set(route.id, knownBy.get(isAdminRoute ? adminWho : inspector)!);
      }

      const except = [...(signOut ? ["sessions"] : []), ...(LOADER_WRITES[route.id] ?? [])];
      const before = await snapshot(except);
      const cases: Case[] = [];
      if (route.module.action) {
        const [victimPath, ...junkPaths] = fillParams(path, pathParams(false));
        const senders = isAdminRoute ? [inspector, adminWho, anon] : [inspector, anon];
        const methods = ["POST", "DELETE", "PUT"];
        for (const who of senders) {
          for (const b of genericBodies())
            for (const method of methods) cases.push({ what: b.what, method, path: data(victimPath), init: b.init, who, expect: "4xx" });
          for (const b of genericBodies().slice(0, 3))
            for (const p of junkPaths) cases.push({ what: b.what, method: "POST", path: data(p), init: b.init, who, expect: "4xx" });
          // A document (not data) request renders the page around the refusal: that render must not fail
          // either. Its status may be a page's own redirect (the sign-in pages send a signed-in user on):
          // the snapshot shows nothing was written.
          for (const b of genericBodies().slice(0, 8))
            cases.push({
              what: `document: ${b.what}`,
              method: "POST",
              path: `${victimPath}${route.index ? "?index" : ""}`,
              init: b.init,
              who,
              expect: "not 5xx",
            });
        }
        for (const [who, known] of knownBy) {
          for (const b of fieldCases(known, route, who, isAdminRoute && who === adminWho))
            cases.push({ what: b.what, method: "POST", path: data(ownPath), init: b.init, who, expect: "4xx" });
          // The same intents on the victim's record's URL.
          if (victimPath !== ownPath)
            for (const intent of known.keys())
              cases.push({
                what: `victim's URL, intent=${intent}`,
                method: "POST",
                path: data(victimPath),
                init: formBody(intent ? { intent } : {}),
                who,
                expect: "4xx",
              });
        }
        for (const b of jsonSeeds(route.id)) cases.push({ what: b.what, method: "POST", path: data(ownPath), init: b.init, who: inspector, expect: "4xx" });
      }
      if (route.module.loader) {
        const senders = isAdminRoute ? [inspector, adminWho] : [inspector, anon];
        const urls = fillParams(path, pathParams(false));
        for (const who of senders) {
          for (const url of urls) cases.push({ what: "path", method: "GET", path: data(url), init: {}, who, expect: "not 5xx" });
          for (const q of JUNK_QUERIES()) {
            cases.push({ what: `query ${q.slice(0, 40)}`, method: "GET", path: data(`${urls[0]}?${q}`), init: {}, who, expect: "not 5xx" });
            cases.push({ what: `document, query ${q.slice(0, 40)}`, method: "GET", path: `${urls[0]}?${q}`, init: {}, who, expect: "not 5xx" });
          }
          for (const url of urls.slice(1)) cases.push({ what: "document, path", method: "GET", path: url, init: {}, who, expect: "not 5xx" });
        }
      }

      const privateIds = [victim.inspectionId, victim.photoId, victim.companyId];
      await inTurns(cases, 6, async (c) => {
        const label = `${c.method} ${c.path
          .replace(/_data=[^&]+&?/, "")
          .replace(/[?&]$/, "")
          .slice(0, 90)} as ${c.who.name} [${c.what}]`;
        let a: Answer;
        try {
          a = await send(c.path, { ...c.init, method: c.method, cookie: c.who.cookie });
        } catch (error) {
          failures.push(`${label} threw ${String(error).slice(0, 120)}`);
          return;
        }
        if (a.status >= 500) return void failures.push(`${label} -> ${a.status} ${messageOf(a).slice(0, 80)}`);
        // A data request's redirect is a 204 naming where to go.
        const redirected = (a.status >= 300 && a.status < 400) || (a.status === 204 && a.headers.has("X-Remix-Redirect"));
        if (c.expect === "4xx" && !(a.status >= 400 && a.status < 500) && !(NO_INPUT_ACTIONS.has(route.id) && redirected)) {
          // Signed out, the app's answer to any mutation is the sign-in page: a redirect is a refusal.
          if (!(c.who.cookie === null && redirected)) failures.push(`${label} -> ${a.status} (accepted)`);
        }
        // Another user's record is never served: a GET naming the victim's private ids answers 4xx or a redirect.
        // The admin is entitled to name anyone's record on an admin route (a photo's signals, both sides).
        const entitled = isAdminRoute && c.who === adminWho;
        if (c.method === "GET" && c.what.includes("path") && !entitled && privateIds.some((id) => c.path.includes(id)) && a.status < 300 && a.status !== 204)
          failures.push(`${label} -> ${a.status} (another user's record served)`);
      });

      const diff = changed(before, await snapshot(except));
      if (diff.length) failures.push(`changed: ${diff.join(", ")}`);
      // The whole list, one request a line: it is the to-do list when this fails.
      expect(failures.length, `${route.id}: ${failures.length} of ${cases.length} requests failed:\n${failures.sort().join("\n")}\n`).toBe(0);
    });
  }

  it("probed real schemas: the forms' intents and fields were found", () => {
    expect(learned.get("routes/app.scheduling")?.get("update")).toEqual(
      expect.arrayContaining(["id", "companyId", "scheduledDate", "scheduledTime", "purpose"]),
    );
    expect(learned.get("routes/app.scheduling")?.get("cancel")).toEqual(["id"]);
    expect(learned.get("routes/app.database")?.get("create")).toEqual(expect.arrayContaining(["name", "cin", "gstin", "address"]));
    expect([...(learned.get("routes/app.notifications")?.keys() ?? [])]).toEqual(expect.arrayContaining(["read", "read-all", "clear"]));
    expect([...(learned.get("routes/app.admin")?.keys() ?? [])].length).toBeGreaterThanOrEqual(8);
    expect(learned.get("routes/app.contact")?.get(null)).toEqual(expect.arrayContaining(["subject", "message"]));
  });
});
