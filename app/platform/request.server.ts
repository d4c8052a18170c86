// The request model: every action and every loader that takes parameters reads its input here, through
// a valibot schema, and every refusal is one type (`Refusal`: a status and a message) that `handled`
// turns into a response in one place. Bad input is answered with 4xx and never reaches a write.
//
// Conform (`@conform-to/valibot`) was weighed for this: its server half coerces form strings with the
// schema's types, which would change the empty-string semantics every existing form schema is written
// for, and its browser half needs the forms rebuilt around it. The part we need on the server (form
// and JSON bodies, inherited names, unknown fields, control characters, the refusal type) is this file.
import { json, type TypedResponse } from "@remix-run/cloudflare";
import * as v from "valibot";
import { Refusal, type RefusalStatus } from "./refusal";
import { RecordId } from "./validation/fields";
import { fieldErrors, firstError, validateForm } from "./validation/form";
import { INPUT_MESSAGES, jsonDepth, jsonTextProblem, MAX_JSON_DEPTH, textProblem } from "./validation/input";
import { wellFormed } from "./validation/well-formed";

export { RecordId, Refusal, type RefusalStatus };

/** The body every refusal has, forms and JSON clients alike. */
export type Refused = { ok: false; message: string; fieldErrors?: Record<string, string>; intent?: string };

/**
 * The body every success has: `ok`, the sentence for the person when there is one, the intent it
 * answers on a page with several forms, and whatever the page needs next (a plan, a link, ids).
 */
export type Done<T extends object = object> = { ok: true; message?: string; intent?: string } & T;

/** An action's success: one shape for every action, as `refusalResponse` is for every refusal. */
export function done<T extends object = object>(body: T & { message?: string; intent?: string } = {} as T, init?: ResponseInit): TypedResponse<Done<T>> {
  return json({ ok: true as const, ...body }, init);
}

export function refusalResponse(refusal: Refusal): TypedResponse<Refused> {
  return json({ ok: false as const, ...refusal.data, message: refusal.message }, { status: refusal.status, headers: refusal.headers });
}

/** Throws a refusal (404 unless told) when `condition` is falsy: the Epic Stack's invariantResponse. */
export function invariantResponse(condition: unknown, message: string, status: RefusalStatus = 404): asserts condition {
  if (!condition) throw new Refusal(status, message);
}

/**
 * Wraps an action so a `Refusal` thrown anywhere inside is its response (a fetcher gets it as data).
 * A form posted natively is answered by the page's loaders in the same request: they read the session
 * (its user, the unread count) again, as the action may have just written them.
 */
export function handled<A extends { request: Request; context?: { session?: unknown; memberships?: unknown } }, R>(
  fn: (args: A) => Promise<R>,
): (args: A) => Promise<R | TypedResponse<Refused>> {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof Refusal) return refusalResponse(error);
      throw error;
    } finally {
      if (args.context) {
        args.context.session = undefined;
        args.context.memberships = undefined;
      }
    }
  };
}

/** Wraps a loader so a `Refusal` thrown inside is thrown as a response: the route's ErrorBoundary shows it. */
export function handledLoader<A extends { request: Request }, R>(fn: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof Refusal) throw refusalResponse(error);
      throw error;
    }
  };
}

// ---- Reading the schema's shape: which fields exist, which take several values ----

type AnySchema = v.GenericSchema & {
  type: string;
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
  options?: AnySchema[];
  key?: string;
  literal?: unknown;
};

function unwrap(schema: AnySchema): AnySchema {
  let s = schema;
  while (s.wrapped) s = s.wrapped;
  return s;
}

/** The object entries the input will be checked against: an object's own, or the variant option its discriminator picks. */
function entriesFor(schema: AnySchema, input: Record<string, unknown>): Record<string, AnySchema> | null {
  const s = unwrap(schema);
  if (s.entries) return s.entries;
  if (s.type === "variant" && s.key && s.options) {
    const chosen = s.options.find((o) => {
      const d = unwrap(o).entries?.[s.key!];
      return d && v.is(d, input[s.key!]);
    });
    return chosen ? entriesFor(chosen, input) : null;
  }
  return null;
}

function discriminator(schema: AnySchema): string | null {
  const s = unwrap(schema);
  return s.type === "variant" && s.key ? s.key : null;
}

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

function parseWith<S extends v.GenericSchema>(schema: S, input: Record<string, unknown>, intent?: string): v.InferOutput<S> {
  const key = discriminator(schema as unknown as AnySchema);
  if (key && !entriesFor(schema as unknown as AnySchema, input)) throw new Refusal(400, INPUT_MESSAGES.unknownAction);
  const result = validateForm(schema, input);
  if (result.ok) return result.data;
  throw new Refusal(422, firstError(result.errors), { fieldErrors: result.errors, ...(intent ? { intent } : {}) });
}

// ---- Bodies ----

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
/** A form without files; a multipart form may be larger when its route says so. */
const MAX_FORM_BYTES = 256 * 1024;

function contentType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

function refuseOversize(request: Request, maxBytes: number) {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > maxBytes) throw new Refusal(413, INPUT_MESSAGES.tooLarge);
}

export interface FormOptions {
  /** Largest accepted body in bytes (default 256 KB; routes that take files say more). */
  maxBytes?: number;
  /** Longest accepted text per field, when a field needs more than MAX_FIELD_CHARS. */
  maxChars?: number;
}

/**
 * A form body (urlencoded or multipart) parsed with `schema`. Refused: a body that is not a form
 * (400), an unknown, inherited or repeated field (400), an unknown intent (400), a value with control
 * characters or over-long (400), a value the schema refuses (422 with its message and field errors).
 * Fields whose schema is an array take every value sent under that name.
 */
export async function readForm<S extends v.GenericSchema>(request: Request, schema: S, options: FormOptions = {}): Promise<v.InferOutput<S>> {
  return parseForm(await readFormData(request, options), schema, options);
}

/** The form body read, refused if it is not a form or too large; parseForm applies the rest. */
export async function readFormData(request: Request, options: Pick<FormOptions, "maxBytes"> = {}): Promise<FormData> {
  if (!FORM_TYPES.includes(contentType(request))) throw new Refusal(400, INPUT_MESSAGES.notForm);
  refuseOversize(request, options.maxBytes ?? MAX_FORM_BYTES);
  try {
    return await request.formData();
  } catch {
    throw new Refusal(400, INPUT_MESSAGES.notForm);
  }
}

/** The same rules over a FormData already read (a route that needs the raw form for a file). */
export function parseForm<S extends v.GenericSchema>(form: FormData, schema: S, options: FormOptions = {}): v.InferOutput<S> {
  const input: Record<string, unknown> = Object.create(null);
  const names = [...new Set(form.keys())];
  const key = discriminator(schema as unknown as AnySchema);
  if (key) {
    const values = form.getAll(key);
    if (values.length > 1) throw new Refusal(400, INPUT_MESSAGES.repeated(key));
    input[key] = values[0];
  }
  const entries = entriesFor(schema as unknown as AnySchema, input);
  if (key && !entries) throw new Refusal(400, INPUT_MESSAGES.unknownAction);
  const intent = key && typeof input[key] === "string" ? (input[key] as string) : undefined;
  // A refusal names the intent it answers, so a page with several fetchers shows it in the right place.
  const refuse = (message: string) => new Refusal(400, message, intent ? { intent } : {});
  for (const name of names) {
    const label = name.slice(0, 40);
    const problem = textProblem("A field name", name, 100);
    if (problem) throw refuse(problem);
    if (!entries || !own(entries, name)) throw refuse(INPUT_MESSAGES.unknown(label));
    const values = form.getAll(name);
    for (const value of values) {
      if (typeof value !== "string") continue;
      const p = textProblem(label, value, options.maxChars);
      if (p) throw refuse(p);
    }
    const many = unwrap(entries[name]).type === "array";
    if (!many && values.length > 1) throw refuse(INPUT_MESSAGES.repeated(label));
    input[name] = many ? values : values[0];
  }
  return parseWith(schema, { ...input }, intent);
}

export interface JsonOptions {
  /** Largest accepted body in bytes (default 256 KB). */
  maxBytes?: number;
}

/**
 * A JSON body parsed with `schema`: refused when it is not JSON (400), larger than allowed (413),
 * nested deeper than MAX_JSON_DEPTH (400), holds control characters (400) or fails the schema (422).
 * Strings are made well-formed (lone surrogates replaced) before the schema sees them.
 */
export async function readJson<S extends v.GenericSchema>(request: Request, schema: S, options: JsonOptions = {}): Promise<v.InferOutput<S>> {
  const maxBytes = options.maxBytes ?? MAX_FORM_BYTES;
  if (!contentType(request).includes("json")) throw new Refusal(400, INPUT_MESSAGES.notJson);
  refuseOversize(request, maxBytes);
  const text = await request.text().catch(() => {
    throw new Refusal(400, INPUT_MESSAGES.badJson);
  });
  if (text.length > maxBytes) throw new Refusal(413, INPUT_MESSAGES.tooLarge);
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new Refusal(400, INPUT_MESSAGES.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal(400, INPUT_MESSAGES.badJson);
  }
  const problem = jsonTextProblem(value);
  if (problem) throw new Refusal(400, problem);
  const result = v.safeParse(schema, wellFormed(value));
  if (result.success) return result.output;
  // Not an object at all (no field to name) is a bad request; a field's failure is 422.
  const status = result.issues[0].kind === "schema" && !v.getDotPath(result.issues[0]) ? 400 : 422;
  throw new Refusal(status, result.issues[0].message, { fieldErrors: fieldErrors(result.issues) });
}

/**
 * A loader's query parameters parsed with `schema`. Parameters the schema does not name are ignored
 * (links carry Remix's `_data`, trackers' tags); a named one with control characters or too long is 400,
 * one the schema refuses is 400 with its message.
 */
export function readQuery<S extends v.GenericSchema>(request: Request, schema: S): v.InferOutput<S> {
  const params = new URL(request.url).searchParams;
  const entries = entriesFor(schema as unknown as AnySchema, {}) ?? {};
  const input: Record<string, unknown> = {};
  for (const name of Object.keys(entries)) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    for (const value of values) {
      const p = textProblem(name, value);
      if (p) throw new Refusal(400, p);
    }
    input[name] = unwrap(entries[name]).type === "array" ? values : values[0];
  }
  const result = validateForm(schema, input);
  if (result.ok) return result.data;
  throw new Refusal(400, firstError(result.errors), { fieldErrors: result.errors });
}

/**
 * A query schema over named parameters for a pure parser of URLSearchParams (the lists' URL state
 * is forgiving by design: an unknown sort falls back to the default). readQuery still refuses control
 * characters and over-long values in the named parameters before the parser sees them.
 */
export function querySchema<T>(names: readonly string[], parse: (params: URLSearchParams) => T) {
  const entries = Object.fromEntries(names.map((n) => [n, v.optional(v.string())]));
  return v.pipe(
    v.object(entries),
    v.transform((input) => parse(new URLSearchParams(Object.entries(input).filter((e): e is [string, string] => typeof e[1] === "string")))),
  );
}

/** A route parameter that names a record; a missing or malformed one is that record's 404. */
export function idParam(params: Record<string, string | undefined>, name: string, notFound = "Not found"): string {
  const value = params[name];
  invariantResponse(value !== undefined && v.is(RecordId, value), notFound, 404);
  return value;
}
