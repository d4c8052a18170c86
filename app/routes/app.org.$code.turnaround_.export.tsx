import { exportLoader } from "../features/turnaround/turnaround-routes.server";

// The MIS export as a CSV download: a small range at once, a prepared one (?job=<id>) from storage.
export const loader = exportLoader;
