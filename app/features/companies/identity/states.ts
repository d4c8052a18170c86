// The state tables the identity checks read, in one place.
// GST state codes: the two-digit codes of the GST registration (the Census 2011 state codes), as
// listed by the GST Network (gst.gov.in, "State code list"); 25 (Daman and Diu) and 26 were merged in
// 2020 into Dadra and Nagar Haveli and Daman and Diu, 28 is Andhra Pradesh before 2014, 38 Ladakh.
// CIN state codes: the two letters of the Registrar of Companies' state in the Corporate Identity
// Number, as the Ministry of Corporate Affairs (MCA21) issues them; the older letters (OR, UR, CT, TG)
// and the newer ones (OD, UK, CG, TS) are both read.

const DNHDD = "Dadra and Nagar Haveli and Daman and Diu";

/** GST state code (first two digits of a GSTIN) to state or union territory. */
export const GST_STATE_CODES: Record<string, string> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": DNHDD,
  "26": DNHDD,
  "27": "Maharashtra",
  "28": "Andhra Pradesh",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
};

/** CIN state letters (characters 7 and 8 of a CIN) to state or union territory. */
export const CIN_STATE_CODES: Record<string, string> = {
  AN: "Andaman and Nicobar Islands",
  AP: "Andhra Pradesh",
  AR: "Arunachal Pradesh",
  AS: "Assam",
  BR: "Bihar",
  CH: "Chandigarh",
  CT: "Chhattisgarh",
  CG: "Chhattisgarh",
  DD: DNHDD,
  DN: DNHDD,
  DL: "Delhi",
  GA: "Goa",
  GJ: "Gujarat",
  HP: "Himachal Pradesh",
  HR: "Haryana",
  JH: "Jharkhand",
  JK: "Jammu and Kashmir",
  KA: "Karnataka",
  KL: "Kerala",
  LA: "Ladakh",
  LD: "Lakshadweep",
  MH: "Maharashtra",
  ML: "Meghalaya",
  MN: "Manipur",
  MP: "Madhya Pradesh",
  MZ: "Mizoram",
  NL: "Nagaland",
  OR: "Odisha",
  OD: "Odisha",
  PB: "Punjab",
  PY: "Puducherry",
  RJ: "Rajasthan",
  SK: "Sikkim",
  TN: "Tamil Nadu",
  TG: "Telangana",
  TS: "Telangana",
  TR: "Tripura",
  UP: "Uttar Pradesh",
  UR: "Uttarakhand",
  UK: "Uttarakhand",
  UT: "Uttarakhand",
  WB: "West Bengal",
};

/** Other names an address may use for a state: old names, short forms. */
const OTHER_NAMES: Record<string, string> = {
  orissa: "Odisha",
  uttaranchal: "Uttarakhand",
  pondicherry: "Puducherry",
  "new delhi": "Delhi",
  "nct of delhi": "Delhi",
  "j&k": "Jammu and Kashmir",
  "jammu & kashmir": "Jammu and Kashmir",
  "andaman & nicobar": "Andaman and Nicobar Islands",
  "andaman and nicobar": "Andaman and Nicobar Islands",
  "daman and diu": DNHDD,
  "dadra and nagar haveli": DNHDD,
  tamilnadu: "Tamil Nadu",
};

const NAMES: [string, string][] = [
  ...[...new Set(Object.values(GST_STATE_CODES))].map((s): [string, string] => [s.toLowerCase(), s]),
  ...Object.entries(OTHER_NAMES),
].sort((a, b) => b[0].length - a[0].length);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&");
const NAME_PATTERN = new RegExp(`(?<![a-z])(${NAMES.map(([n]) => escape(n).replace(/ /g, "\\s+")).join("|")})(?![a-z])`, "gi");
// Letters only when written in capitals as a word of their own ("Bengaluru, KA 560001"): in lower case
// "up", "as" or "or" are ordinary words.
const CODE_PATTERN = new RegExp(`(?<![A-Za-z])(${Object.keys(CIN_STATE_CODES).join("|")})(?![A-Za-z])`, "g");

/**
 * The state an address names: the last state or union territory written out (addresses end with it),
 * else the last capitalised two-letter state code; null when there is none.
 */
export function stateInAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const names = [...address.matchAll(NAME_PATTERN)];
  const last = names.at(-1)?.[1];
  if (last) return NAMES.find(([n]) => n === last.toLowerCase().replace(/\s+/g, " "))?.[1] ?? null;
  const code = [...address.matchAll(CODE_PATTERN)].at(-1)?.[1];
  return code ? CIN_STATE_CODES[code] : null;
}
