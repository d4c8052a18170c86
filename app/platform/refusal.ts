// The one refusal type, shared by server code and by modules the browser also loads (auth messages).
// `handled` (request.server.ts) turns one into a response; nothing else needs to catch it.

/** 4xx for what the client sent; 502/503 when a service outside (the geocoder, the mail provider) failed and nothing was written. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/** Why a request changed nothing (status) and a sentence for the person (message). */
export class Refusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
    /** Extra fields of the refusal's body (field errors, the intent, the job...). */
    readonly data: Record<string, unknown> = {},
    readonly headers?: HeadersInit,
  ) {
    super(message);
    this.name = "Refusal";
  }
}
