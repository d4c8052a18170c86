// Every identity check of a company, in one list: what its GSTIN, PAN and CIN say, whether they agree
// with each other, with the address and with where it was inspected, and who else uses them.
// Checks only warn: nothing here stops a save or an import.
import { cinChecks, cinState, CIN_LAYOUT } from "./cin";
import { gstinChecks, gstinPan, gstinState, GSTIN_LAYOUT } from "./gstin";
import { panChecks, PAN_LAYOUT } from "./pan";
import { compact, type IdentityResult, ok, warning } from "./result";
import { stateInAddress } from "./states";

export type { IdentityResult } from "./result";

export interface IdentityFields {
  name: string;
  cin?: string | null;
  gstin?: string | null;
  pan?: string | null;
  address?: string | null;
}

export interface IdentityContext {
  /** This year, for the CIN's year of incorporation. */
  year: number;
  /** The inspection's geocoded address (or location name), once inspected. */
  inspectedAt?: string | null;
  /** Names of the other companies of the same database with this GSTIN or PAN. */
  sharedWith?: { gstin: string[]; pan: string[] };
}

const names = (list: string[]) => (list.length <= 3 ? list.join(", ") : `${list.slice(0, 3).join(", ")} and ${list.length - 3} more`);

function stateAgreement(
  gstin: string | null,
  cin: string | null,
  address: string | null | undefined,
  inspectedAt: string | null | undefined,
): IdentityResult[] {
  const sources = [
    { label: "the GSTIN", state: gstin && GSTIN_LAYOUT.test(gstin) ? gstinState(gstin) : null },
    { label: "the CIN", state: cin && CIN_LAYOUT.test(cin) ? cinState(cin) : null },
    { label: "the address", state: stateInAddress(address) },
    { label: "the inspected location", state: stateInAddress(inspectedAt) },
  ].filter((s) => s.state !== null);
  if (sources.length < 2) return [];
  const labels = sources.map((s) => s.label);
  const list = `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
  if (sources.every((s) => s.state === sources[0].state)) return [ok(`The states agree: ${sources[0].state} (${list}).`, `The states of ${list} agree.`)];
  const said = sources.map((s) => `${s.label} says ${s.state}`).join(", ");
  return [warning(`The states disagree: ${said}.`, `The states of ${list} disagree.`)];
}

/** Every check of a company's numbers, in order: GSTIN, PAN, CIN, states, numbers shared. Empty fields give none. */
export function identityChecks(company: IdentityFields, context: IdentityContext): IdentityResult[] {
  const gstin = compact(company.gstin);
  const pan = compact(company.pan);
  const cin = compact(company.cin);
  const results: IdentityResult[] = [];
  if (gstin) results.push(...gstinChecks(gstin));
  const inGstin = gstin && GSTIN_LAYOUT.test(gstin) ? gstinPan(gstin) : null;
  if (inGstin && pan && PAN_LAYOUT.test(pan)) {
    results.push(
      inGstin === pan
        ? ok("The PAN inside the GSTIN matches the PAN.", "The PAN inside the GSTIN matches the PAN.")
        : warning(`The PAN inside the GSTIN is ${inGstin}, but the PAN is ${pan}.`, "The PAN inside the GSTIN differs from the PAN."),
    );
  }
  if (pan) results.push(...panChecks(pan, company.name));
  else if (inGstin) results.push(...panChecks(inGstin, company.name, "The GSTIN's PAN"));
  if (cin) results.push(...cinChecks(cin, company.name, context.year));
  results.push(...stateAgreement(gstin, cin, company.address, context.inspectedAt));
  const shared = context.sharedWith;
  if (shared?.gstin.length) results.push(warning(`The same GSTIN is used by ${names(shared.gstin)}.`));
  if (shared?.pan.length) results.push(warning(`The same PAN is used by ${names(shared.pan)}.`));
  return results;
}

export const identityWarnings = (results: IdentityResult[]) => results.filter((r) => r.level === "warning");

/** An inspection's checks, from the company as it recorded it and the place it was inspected. */
export function inspectionIdentity(
  inspection: {
    companyName: string;
    companyCin: string | null;
    companyGstin: string | null;
    companyAddress: string | null;
    locationName: string | null;
    reverseGeocodedAddress?: string | null;
  },
  year: number,
): IdentityResult[] {
  return identityChecks(
    { name: inspection.companyName, cin: inspection.companyCin, gstin: inspection.companyGstin, address: inspection.companyAddress },
    { year, inspectedAt: inspection.reverseGeocodedAddress || inspection.locationName },
  );
}

/** What the public verify page may show: the sentences that reveal no hidden number, as the text. */
export const publicIdentity = (results: IdentityResult[]): IdentityResult[] =>
  results.flatMap((r) => (r.publicText ? [{ level: r.level, text: r.publicText, publicText: r.publicText }] : []));
