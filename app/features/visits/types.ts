import type { SerializeFrom } from "@remix-run/cloudflare";
import type { loader } from "../../routes/app.scheduling";

export type VisitView = SerializeFrom<typeof loader>["visits"][number];
