// Two demo companies whose numbers disagree, so the identity checks have something to show on a first
// run (the 30 of the portfolio carry consistent numbers). Fixed values, outside the seeded plan, so the
// plan's companies, inspections and the team built from them stay as they were.
import { gstinCheckCharacter } from "../companies/identity/gstin";
import type { DemoCompany } from "./portfolio";

const DAY = 86_400_000;

export function mismatchedCompanies(nowIso: string): DemoCompany[] {
  const created = (days: number) => new Date(Date.parse(nowIso) - days * DAY).toISOString();
  const deccan = "27AADCD4417K1Z";
  return [
    {
      // A Maharashtra GSTIN (check character right) for a company registered and sited in Karnataka,
      // holding another company's PAN.
      id: "demo-company-mismatch-1",
      name: "Deccan Polymers Private Limited",
      cin: "U25209KA2011PTC058812",
      gstin: deccan + gstinCheckCharacter(deccan),
      pan: "AADCD4471K",
      address: "Plot 41, Peenya Industrial Area, Bengaluru, Karnataka 560058, India",
      state: "Karnataka",
      phoneNumber: "+91 9845012345",
      email: "accounts@deccanpolymers.in",
      website: "https://www.deccanpolymers.in",
      contactPerson: "Harish Gowda",
      notes: "Registration numbers to be confirmed at the next visit.",
      latitude: 13.0285,
      longitude: 77.5197,
      siteOnRecord: true,
      createdAt: created(12),
    },
    {
      // A GSTIN with a wrong check character, a person's PAN and a private company's CIN for a "Limited".
      id: "demo-company-mismatch-2",
      name: "Sahyadri Agro Foods Limited",
      cin: "U15122MH2009PTC190456",
      gstin: "27ABHPS7781M1Z4",
      pan: "ABHPS7781M",
      address: "Gat No. 112, Chakan MIDC, Pune, Maharashtra 410501, India",
      state: "Maharashtra",
      phoneNumber: "+91 9822034567",
      email: "office@sahyadriagro.in",
      website: "https://www.sahyadriagro.in",
      contactPerson: "Sunita Patil",
      notes: null,
      latitude: 18.7603,
      longitude: 73.8636,
      siteOnRecord: false,
      createdAt: created(9),
    },
  ];
}
