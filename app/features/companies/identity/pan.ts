// PAN: 5 letters, 4 digits, a letter. The 4th letter is the holder's type; for anyone but a person
// the 5th is the first letter of the holder's name (Income Tax Department, "PAN structure").
import { firstLetter, nameForm } from "./name";
import { type IdentityResult, ok, warning } from "./result";

export const PAN_LAYOUT = /^[A-Z]{5}\d{4}[A-Z]$/;

export const PAN_HOLDERS: Record<string, string> = {
  C: "a company",
  P: "a person",
  F: "a firm or LLP",
  H: "a Hindu undivided family",
  A: "an association of persons",
  T: "a trust",
  B: "a body of individuals",
  L: "a local authority",
  J: "an artificial juridical person",
  G: "a government",
};

/** The PAN's holder type the name's legal form calls for: C for a company, F for an LLP. */
function expectedHolder(name: string): { code: string; what: string } | null {
  const form = nameForm(name);
  if (form === "llp") return { code: "F", what: "an LLP" };
  return form ? { code: "C", what: "a company" } : null;
}

/** A PAN against the company's name: its layout, holder type and 5th letter. `pan` is compacted. */
export function panChecks(pan: string, name: string, label = "The PAN"): IdentityResult[] {
  if (!PAN_LAYOUT.test(pan)) return [warning(`${label} does not have the PAN layout (5 letters, 4 digits, a letter).`, `${label}'s layout is wrong.`)];
  const results: IdentityResult[] = [];
  const holder = PAN_HOLDERS[pan[3]];
  const expected = expectedHolder(name);
  if (!holder) {
    results.push(warning(`${label}'s 4th letter ${pan[3]} is not a holder type.`, `${label}'s holder type is unknown.`));
  } else if (expected && expected.code !== pan[3]) {
    results.push(
      warning(
        `${label}'s 4th letter ${pan[3]} means ${holder}, but the name says ${expected.what} (${expected.code}).`,
        `${label}'s holder type does not fit the name.`,
      ),
    );
  } else {
    results.push(ok(`${label} belongs to ${holder}.`, expected ? `${label}'s holder type fits the name.` : null));
  }
  const first = firstLetter(name);
  // A person's 5th letter is their surname's, which a company name does not show.
  if (pan[3] !== "P" && first) {
    results.push(
      pan[4] === first
        ? ok(`${label}'s 5th letter ${first} is the first letter of the name.`)
        : warning(`${label}'s 5th letter is ${pan[4]}, but the name starts with ${first}.`, `${label}'s 5th letter does not fit the name.`),
    );
  }
  return results;
}
