import type { SerializeFrom } from "@remix-run/cloudflare";
import type { Visit } from "../../platform/db/schema";

/** A visit as the Scheduling page receives it. */
export type VisitView = SerializeFrom<Visit>;
