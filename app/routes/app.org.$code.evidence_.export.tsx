import { evidenceExportLoader } from "../features/evidence-export/evidence-routes.server";

// One part of the organization's inspections as a ZIP (?part=<n>): its table, reports, signed evidence and photos.
export const loader = evidenceExportLoader;
