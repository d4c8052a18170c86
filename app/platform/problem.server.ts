// The API's answers to a refusal: RFC 9457 problem details (`application/problem+json`) with a stable `type`
// URI per kind of problem, so a client branches on `type` and shows `detail`. The same `Refusal` the pages
// throw is turned into one here; a validation refusal's field errors become `errors`, one per field.
import { Refusal } from "./refusal";

export const PROBLEM_BASE = "https://siteproof.app/problems/";

/** Each kind's slug and title, by the status that means it unless a refusal names its own (`data.problem`). */
const BY_STATUS: Record<number, [slug: string, title: string]> = {
  400: ["malformed-request", "The request could not be read"],
  401: ["unauthorized", "A valid API key is required"],
  403: ["insufficient-scope", "The key may not do this"],
  404: ["not-found", "Not found"],
  405: ["method-not-allowed", "Method not allowed"],
  409: ["conflict", "Conflict"],
  410: ["gone", "Gone"],
  413: ["body-too-large", "The request body is too large"],
  415: ["unsupported-media-type", "Unsupported media type"],
  422: ["validation-failed", "The request has invalid fields"],
  429: ["rate-limited", "Too many requests"],
  500: ["internal-error", "Something went wrong on our side"],
  502: ["upstream-failed", "A service SiteProof depends on failed"],
  503: ["unavailable", "Try again shortly"],
};

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string>;
  [extension: string]: unknown;
}

/** The problem body of a refusal. Its data's `problem` names the slug and `title` its title; other data are extensions. */
export function problemOf(refusal: Refusal): ProblemBody {
  const { problem, title, fieldErrors, intent: _intent, ...extensions } = refusal.data as Record<string, unknown>;
  const [slug, defaultTitle] = BY_STATUS[refusal.status] ?? BY_STATUS[400];
  return {
    type: PROBLEM_BASE + (typeof problem === "string" ? problem : slug),
    title: typeof title === "string" ? title : defaultTitle,
    status: refusal.status,
    detail: refusal.message,
    ...(fieldErrors && typeof fieldErrors === "object" ? { errors: fieldErrors as Record<string, string> } : {}),
    ...extensions,
  };
}

export function problemResponse(body: ProblemBody, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "application/problem+json");
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status: body.status, headers: h });
}

/**
 * Wraps an API route's loader or action: a `Refusal` thrown inside is its problem answer, and any other
 * error is a 500 problem (logged), never Remix's HTML or text error.
 */
export function apiHandled<A, R>(fn: (args: A) => Promise<R>): (args: A) => Promise<R | Response> {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof Refusal) return problemResponse(problemOf(error), error.headers);
      if (error instanceof Response) throw error;
      console.error("API request failed", error);
      const [slug, title] = BY_STATUS[500];
      return problemResponse({
        type: PROBLEM_BASE + slug,
        title,
        status: 500,
        detail: "The request failed on our side. Try again; a retry with the same Idempotency-Key is safe.",
      });
    }
  };
}
