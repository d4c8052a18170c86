// What an error page says, by status: a refusal's own sentence when the server gave one (the JSON
// `{ ok: false, message }` body handledLoader throws), never a server's internals.
import { isRouteErrorResponse } from "@remix-run/react";

export interface ErrorText {
  title: string;
  message: string;
}

/** A page's own words by status ("failure": any 5xx or thrown error), over the refusal's and the defaults. */
export type StatusTexts = Partial<Record<number | "failure", Partial<ErrorText>>>;

const FAILURE: ErrorText = { title: "Unexpected Application Error!", message: "Something went wrong on our side. Try again in a moment." };
const BY_STATUS: Record<number, ErrorText> = {
  401: { title: "Sign in to continue", message: "Your session has ended. Sign in again to open this page." },
  403: { title: "Access Denied", message: "You do not have permission to open this page." },
  404: { title: "Page not found", message: "There is nothing at this address." },
  410: { title: "This page is gone", message: "What was here has been removed or has expired." },
  429: { title: "Too many requests", message: "Wait a moment, then try again." },
};
const REFUSED: ErrorText = { title: "This page could not be opened", message: "The request was refused." };

/** The sentence of a refusal's body, if the error is one. */
function refusalMessage(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const body = data as { ok?: unknown; message?: unknown };
  return body.ok === false && typeof body.message === "string" ? body.message : null;
}

export function errorText(error: unknown, texts: StatusTexts = {}): ErrorText & { status: number } {
  const response = isRouteErrorResponse(error) ? error : null;
  const status = response?.status ?? 500;
  const failed = status >= 500;
  const base = failed ? FAILURE : (BY_STATUS[status] ?? REFUSED);
  const own = (failed ? texts.failure : texts[status]) ?? {};
  const refused = response ? refusalMessage(response.data) : null;
  return { status, title: own.title ?? base.title, message: own.message ?? refused ?? base.message };
}
