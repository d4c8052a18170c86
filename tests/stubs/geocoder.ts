// The geocoder (GEOCODER_URL, Nominatim's API): reverse for photos, search for a company's address.
import { answerAtEdge } from "./network";

/** Answers every geocoder request with `answer()`; returns the requests, in order. */
export function stubGeocoder(answer: (request: Request) => Response | Promise<Response>): Request[] {
  return answerAtEdge((url) => url.hostname === "nominatim.openstreetmap.org", answer);
}
