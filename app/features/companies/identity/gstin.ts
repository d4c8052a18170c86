// GSTIN: 2-digit state code, the holder's 10-character PAN, an entity number, "Z", a check character.
// The check character is the published mod-36 scheme of the GST Network (also python-stdnum's gstin):
// over the first 14 characters (0-9 = 0-9, A-Z = 10-35), factors alternate 1, 2; each product adds its
// quotient and remainder by 36; the check is (36 - sum mod 36) mod 36.
import { type IdentityResult, ok, warning } from "./result";
import { GST_STATE_CODES } from "./states";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const GSTIN_LAYOUT = /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/;

/** The check character the first 14 characters call for; null when they hold other characters. */
export function gstinCheckCharacter(first14: string): string | null {
  if (!/^[0-9A-Z]{14}$/.test(first14)) return null;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/** The state of a GSTIN's first two digits, or null. */
export const gstinState = (gstin: string): string | null => GST_STATE_CODES[gstin.slice(0, 2)] ?? null;

/** The PAN inside a GSTIN (characters 3 to 12). */
export const gstinPan = (gstin: string): string => gstin.slice(2, 12);

/** A GSTIN's own checks: its layout, its state code and its check character. `gstin` is compacted. */
export function gstinChecks(gstin: string): IdentityResult[] {
  if (!GSTIN_LAYOUT.test(gstin)) {
    return [warning("The GSTIN does not have the GSTIN layout (2 digits, a PAN, an entity number, Z and a check character).", "The GSTIN's layout is wrong.")];
  }
  const results: IdentityResult[] = [];
  if (!gstinState(gstin))
    results.push(warning(`The GSTIN's state code ${gstin.slice(0, 2)} is not a GST state code.`, "The GSTIN's state code is not a GST state code."));
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  results.push(
    expected === gstin[14]
      ? ok(`The GSTIN's check character ${expected} is right.`, "The GSTIN's check character is right.")
      : warning(`The GSTIN's check character is ${gstin[14]}; by the published scheme it should be ${expected}.`, "The GSTIN's check character is wrong."),
  );
  return results;
}
