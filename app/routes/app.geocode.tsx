import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import * as v from "valibot";
import { reverseGeocode } from "../platform/geocoder.server";
import { handledLoader, readQuery } from "../platform/request.server";
import { requireUser } from "../features/account/session.server";

const COORDINATES = "lat and lon must be valid coordinates";
const coordinate = (limit: number) =>
  v.pipe(
    v.string(COORDINATES),
    v.maxLength(40, COORDINATES),
    v.regex(/^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i, COORDINATES),
    v.transform(Number),
    v.minValue(-limit, COORDINATES),
    v.maxValue(limit, COORDINATES),
  );
const Query = v.object({ lat: coordinate(90), lon: coordinate(180) });

export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  await requireUser(context, request, { resource: true });
  const { lat, lon } = readQuery(request, Query);
  return json(await reverseGeocode(context.cloudflare.env, lat, lon));
});
