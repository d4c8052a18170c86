import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import * as v from "valibot";
import { reverseGeocode } from "../lib/geocode.server";
import { requireUser } from "../lib/session.server";

const Query = v.object({
  lat: v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(-90), v.maxValue(90)),
  lon: v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(-180), v.maxValue(180)),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const parsed = v.safeParse(Query, Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return json({ error: "lat and lon must be valid coordinates" }, { status: 400 });
  return json(await reverseGeocode(context.cloudflare.env, parsed.output.lat, parsed.output.lon));
}
