import { apiHandled } from "../platform/problem.server";
import { Refusal } from "../platform/refusal";

const NO_ENDPOINT = "There is no such API endpoint. Endpoints are under /api/v1/.";

// Any other address under /api: a problem answer, not the pages' redirect to sign in, so a client sees what went wrong.
export const loader = apiHandled(async () => {
  throw new Refusal(404, NO_ENDPOINT);
});
export const action = apiHandled(async () => {
  throw new Refusal(404, NO_ENDPOINT);
});
