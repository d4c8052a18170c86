import type { SerializeFrom } from "@remix-run/cloudflare";
import type { loader } from "../../routes/app.history";

export type HistoryInspection = SerializeFrom<typeof loader>["inspections"][number];
export type HistoryPhoto = HistoryInspection["photos"][number];
