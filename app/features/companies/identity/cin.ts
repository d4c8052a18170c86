// CIN (Ministry of Corporate Affairs): L or U (listed, unlisted), a 5-digit industry code (NIC), the
// 2-letter state of the Registrar, the year of incorporation, the company type, a 6-digit number.
import { nameForm } from "./name";
import { type IdentityResult, ok, warning } from "./result";
import { CIN_STATE_CODES } from "./states";

export const CIN_LAYOUT = /^[A-Z]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;

export const CIN_TYPES: Record<string, string> = {
  PTC: "private company",
  PLC: "public company",
  OPC: "one person company",
  GOI: "company owned by the Government of India",
  SGC: "company owned by a state government",
  FLC: "financial lease company",
  GAP: "public company limited by guarantee",
  NPL: "not-for-profit licensed company",
  ULL: "public unlimited company",
  ULT: "private unlimited company",
};

const LISTING: Record<string, string> = { L: "Listed", U: "Unlisted" };
/** The CIN type each legal form of a name calls for. */
const TYPE_FOR_NAME = { private: "PTC", public: "PLC", opc: "OPC" } as const;
const NAME_FORM_WORDS = { private: '"Private Limited"', public: '"Limited" without "Private"', opc: '"(OPC)"' } as const;

export const cinState = (cin: string): string | null => CIN_STATE_CODES[cin.slice(6, 8)] ?? null;

/** The CIN in words: "Unlisted private company, incorporated 2006 in Karnataka, industry 14153". */
export function describeCin(cin: string): string | null {
  if (!CIN_LAYOUT.test(cin)) return null;
  const listing = LISTING[cin[0]] ?? "Listing unstated,";
  const type = CIN_TYPES[cin.slice(12, 15)] ?? `company of type ${cin.slice(12, 15)}`;
  const state = cinState(cin);
  return `${listing} ${type}, incorporated ${cin.slice(8, 12)}${state ? ` in ${state}` : ""}, industry ${cin.slice(1, 6)}`;
}

/** A CIN's own checks and its type against the name. `cin` is compacted; `year` is this year. */
export function cinChecks(cin: string, name: string, year: number): IdentityResult[] {
  if (!CIN_LAYOUT.test(cin)) {
    return [warning("The CIN does not have the CIN layout (a letter, 5 digits, 2 letters, 4 digits, 3 letters, 6 digits).", "The CIN's layout is wrong.")];
  }
  const results: IdentityResult[] = [ok(`CIN: ${describeCin(cin)}.`)];
  if (!LISTING[cin[0]])
    results.push(
      warning(`The CIN's first letter ${cin[0]} states neither listed (L) nor unlisted (U).`, "The CIN does not state whether the company is listed."),
    );
  if (!cinState(cin)) results.push(warning(`The CIN's state letters ${cin.slice(6, 8)} name no state.`, "The CIN's state letters name no state."));
  const incorporated = Number(cin.slice(8, 12));
  if (incorporated > year) results.push(warning(`The CIN's year ${incorporated} is in the future.`, "The CIN's year is in the future."));
  else if (incorporated < 1850) results.push(warning(`The CIN's year ${incorporated} is before 1850.`, "The CIN's year is before 1850."));
  const type = cin.slice(12, 15);
  const form = nameForm(name);
  if (!CIN_TYPES[type]) {
    results.push(warning(`The CIN's company type ${type} is not a company type.`, "The CIN's company type is unknown."));
  } else if (form && form !== "llp") {
    const wanted = TYPE_FOR_NAME[form];
    results.push(
      wanted === type
        ? ok(`The CIN's type ${type} agrees with the name.`, "The CIN's company type agrees with the name.")
        : warning(
            `The CIN's type is ${type} (${CIN_TYPES[type]}), but a name with ${NAME_FORM_WORDS[form]} calls for ${wanted}.`,
            "The CIN's company type does not agree with the name.",
          ),
    );
  } else if (form === "llp") {
    results.push(warning("The name ends in LLP, but an LLP has an LLPIN, not a CIN.", "The name ends in LLP, but an LLP has no CIN."));
  }
  return results;
}
