// The fuzz tier's parts: the build's route manifest, the intents and field names the app's sources
// name (harvested at test time, so a new route, intent or field is covered without editing the tier),
// the bad values, the database-and-R2 snapshot and a direct line into the Worker.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import * as build from "../../build/server";
import worker from "../../workers/app";
import { ORIGIN } from "./helpers";

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { action?: unknown; loader?: unknown };
}
export const routes = Object.values(build.routes as unknown as Record<string, ManifestRoute>);

/** The URL pattern of a route: its path joined to its parents'. */
export function pattern(route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes.find((x) => x.id === r!.parentId) : undefined) if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`;
}

/** Every URL a pattern makes with the given values for its parameters; a parameter not named gets a junk id. */
export function fillParams(path: string, params: Record<string, string[]>): string[] {
  let urls = [path.replace(/\?(?=\/|$)/g, "")];
  for (const [name, values] of Object.entries(params)) {
    const token = name === "*" ? "*" : `:${name}`;
    if (!urls[0].includes(token)) continue;
    urls = urls.flatMap((u) => values.map((value) => u.replace(token, value)));
  }
  return urls.map((u) => u.replace(/:[A-Za-z]+/g, "no-such-id"));
}

// ---- What the app's sources name ----

const SOURCES = import.meta.glob("../../app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const serverSources = Object.entries(SOURCES).filter(([path, text]) => !path.includes("/client/") && text.includes("valibot"));

/** The intents the app's forms sent when the tier was written, for a route that names its intents some other way. */
const KNOWN_INTENTS = [
  "create",
  "update",
  "delete",
  "cancel",
  "complete",
  "read",
  "read-all",
  "clear",
  "settings",
  "profile",
  "restore",
  "restore-preview",
  "import",
  "import-preview",
  "site-geocode",
  "site-manual",
  "search",
  "upgrade",
  "downgrade",
  "bulk-upgrade",
  "deactivate",
  "reactivate",
  "grant-admin",
  "revoke-admin",
  "edit",
  "upload",
  "broadcast",
  "revoke",
  "report",
  "sign-in",
  "sign-up",
  "forgot",
  "login",
  "reset",
];
/** Every intent a schema of the app names (`intent: v.literal("x")` or `intent === "x"`), and the known ones. */
export const INTENTS = [
  ...new Set([
    ...KNOWN_INTENTS,
    ...Object.values(SOURCES).flatMap((text) => [...text.matchAll(/intent(?::\s*v\.literal\(|\s*===\s*)"([a-z][a-z-]*)"/g)].map((m) => m[1])),
  ]),
].sort();

/**
 * Field names the app reads or sends: keys of its schemas (`name: v.…` or `name: helper(…)`) and the
 * names its forms post (`name="x"`, `formData.set("x"`, `{ intent: …, x: … }`). Over-inclusive on
 * purpose: each route's probe keeps only the names it does not refuse as unknown.
 */
export const FIELD_NAMES = (() => {
  const names = new Set<string>();
  for (const [, text] of serverSources) {
    for (const m of text.matchAll(/(?:^|[,{(]\s*|\n\s*)([A-Za-z_]\w*)\s*:\s*(?:v\.\w+|[a-z]\w*\(|[A-Z]\w*\b(?!\.))/g)) names.add(m[1]);
  }
  for (const text of Object.values(SOURCES)) {
    for (const m of text.matchAll(/\bname="([A-Za-z_]\w*)"/g)) names.add(m[1]);
    for (const m of text.matchAll(/\.(?:set|append)\("([A-Za-z_]\w*)"/g)) names.add(m[1]);
  }
  names.delete("intent");
  return [...names].sort();
})();

// ---- Bad values ----

export const BIG = "x".repeat(100_000);
export const INHERITED = ["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf", "isPrototypeOf", "propertyIsEnumerable", "no-such-intent"];
export const isIdField = (f: string) => /(^id$|Ids?$|^ids$|^link$|^target$|^company$|^selectedCompany$|^visit$|^token$)/.test(f);
export const isDateField = (f: string) => /date$|Date$|^date|At$/.test(f);
export const isTimeField = (f: string) => /time$|Time$/.test(f) && f !== "timeZone";
const isCoordinate = (f: string) => /^(lat|lon|latitude|longitude|siteLatitude|siteLongitude)$/.test(f);
const isCount = (f: string) => /^(accuracy|days|page|position|seq|photoCount|distanceM)$/.test(f);
export const isNumberField = (f: string) => isCoordinate(f) || isCount(f);

/** Values no field of any form should take, with the ones that fit the field's kind. */
export function badValues(field: string): { name: string; value: string }[] {
  const out = [
    { name: "100 KB", value: BIG },
    { name: "NUL", value: "a\u0000b" },
    { name: "ESC", value: "x\u001b[31m" },
    { name: "BEL and DEL", value: "a\u0007\u007f" },
  ];
  if (isIdField(field))
    out.push({ name: "no such id", value: "no-such-id" }, { name: "__proto__ id", value: "__proto__" }, { name: "300-char id", value: "x".repeat(300) });
  if (isDateField(field))
    out.push({ name: "2099-02-31", value: "2099-02-31" }, { name: "month 13", value: "2024-13-01" }, { name: "day 0", value: "2024-01-00T10:00:00Z" });
  if (isTimeField(field)) out.push({ name: "99:99", value: "99:99" }, { name: "24:60", value: "24:60" });
  if (isNumberField(field)) out.push({ name: "1e999", value: "1e999" }, { name: "NaN", value: "NaN" }, { name: "0x10", value: "0x10" });
  if (isCoordinate(field)) out.push({ name: "181", value: "181" }, { name: "-181", value: "-181" });
  if (isCount(field)) out.push({ name: "-5", value: "-5" });
  // Not here: an unknown time zone, which sign-up and the profile take as UTC by design (the browser names it).
  if (field === "email") out.push({ name: "not an email", value: "not-an-email" });
  return out;
}

/** A plausible value for a field, so that one bad field among good ones reaches that field's own rule. */
export function goodValue(field: string, ids: Record<string, string>): string {
  if (ids[field]) return ids[field];
  if (isIdField(field)) return ids.id ?? "no-such-id";
  if (isDateField(field)) return "2099-01-10";
  if (isTimeField(field)) return "10:00";
  if (field === "timeZone") return "Asia/Kolkata";
  if (field === "email") return "someone@example.com";
  if (/password/i.test(field)) return "secret123";
  if (field === "days") return "7";
  if (/^(lat|latitude|siteLatitude)$/.test(field)) return "19.07";
  if (/^(lon|longitude|siteLongitude)$/.test(field)) return "72.87";
  return "Acme Cold Storage";
}

// ---- State ----

/**
 * Every row of every table and every R2 object, to compare before and after. Left out: SQLite's,
 * D1's and Cloudflare's own tables, the FTS index's shadow tables (the inspections they index are
 * compared), and the tables the caller names.
 */
export async function snapshot(except: string[] = []): Promise<Map<string, string>> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE 'inspections_search%' ORDER BY name",
  ).all<{ name: string }>();
  const state = new Map<string, string>();
  for (const { name } of tables.results) {
    if (except.includes(name)) continue;
    // Rows sorted as text: a WITHOUT ROWID table has no rowid to order by.
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
    state.set(
      name,
      rows.results
        .map((r) => JSON.stringify(r))
        .sort()
        .join("\n"),
    );
  }
  const objects = await env.PHOTOS.list();
  state.set("R2", JSON.stringify(objects.objects.map((o) => [o.key, o.etag])));
  return state;
}

export function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k));
}

// ---- Requests ----

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * One request straight into the Worker's fetch handler. (Through SELF, each request of a file costs
 * more than the one before in this test runtime: thousands would take many minutes.)
 */
export async function send(path: string, init: RequestInit & { cookie?: string | null }): Promise<Answer> {
  const { cookie, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (cookie) headers.set("Cookie", cookie);
  // A browser's same-origin request: Remix compares a document action's Origin with its Host.
  headers.set("Host", "localhost");
  if (rest.method && rest.method !== "GET") headers.set("Origin", ORIGIN);
  const ctx = createExecutionContext();
  const res = await worker.fetch!(
    new Request(`${ORIGIN}${path}`, { ...rest, headers, redirect: "manual" }) as Request<unknown, IncomingRequestCfProperties>,
    env as Env,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, text };
}

/** The refusal message of a JSON answer, or "". */
export function messageOf(answer: Answer): string {
  try {
    const body = JSON.parse(answer.text) as { message?: unknown };
    return typeof body.message === "string" ? body.message : "";
  } catch {
    return "";
  }
}

/** A urlencoded form body from pairs (pairs, so a name can repeat). */
export function formBody(fields: Record<string, string> | [string, string][]): RequestInit {
  return { body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } };
}

/** The same fields as multipart/form-data. */
export function multipartBody(fields: Record<string, string>): RequestInit {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return { body: form };
}

/** Runs at most `n` jobs at once. */
export async function inTurns<T>(items: T[], n: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}
