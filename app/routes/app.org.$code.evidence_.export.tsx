import { evidenceExportLoader } from "../features/organizations/evidence-routes.server";

// One part of the organization's inspections as a ZIP (?part=<n>): its table, reports, signed evidence and photos.
export const loader = evidenceExportLoader;
