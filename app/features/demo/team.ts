// The demo organization `npm start` seeds beside the portfolio: a lender's verification team with the
// demo inspector as one of three inspectors, a demo manager and a demo reviewer, its directory (the
// portfolio's companies) and 25 cases in every state of part 1. A pure plan from the portfolio, so
// the script and the route agree on every id. The submitted cases are the eight newest portfolio
// inspections: the seeder saves those for their case, through the same path the camera uses.
import type { CaseStatus, OrgRole, VerificationType } from "../../platform/db/schema";
import type { DemoPlan } from "./portfolio";
import { DEMO_INSPECTOR_ID } from "./portfolio";

export const DEMO_ORG = { id: "demo-org", code: "deccan-finance", name: "Deccan Finance" } as const;
export const DEMO_MANAGER_ID = "demo-manager";
export const DEMO_REVIEWER_ID = "demo-reviewer";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoMember {
  userId: string;
  role: OrgRole;
  /** Where an inspector last sealed a case's inspection (the others' come from their submissions). */
  last: { latitude: number; longitude: number } | null;
}

export interface DemoCase {
  id: string;
  reference: string;
  companyId: string;
  companyName: string;
  siteAddress: string;
  latitude: number;
  longitude: number;
  verificationType: VerificationType;
  instructions: string | null;
  dueAt: string;
  createdAt: string;
  assigneeId: string | null;
  assignedAt: string | null;
  startedAt: string | null;
  /** The state before the seeder saves an inspection for it: "in_progress" ones with `inspectionId` become Submitted. */
  status: CaseStatus;
  inspectionId: string | null;
  met: { name: string; role: string } | null;
}

export interface DemoTeam {
  members: DemoMember[];
  /** The directory: one row per portfolio company, with the company's site. */
  directory: { id: string; sourceId: string }[];
  cases: DemoCase[];
}

const TYPES: VerificationType[] = ["business_premises", "business_premises", "office", "residence", "other"];
const MET: [string, string][] = [
  ["Suresh Patil", "Plant manager"],
  ["Anita Desai", "Accounts head"],
  ["Vikram Rao", "Proprietor"],
  ["Meena Iyer", "Store keeper"],
];

export const directoryId = (companyId: string) => `${DEMO_ORG.id}-${companyId}`;

export function demoTeam(plan: DemoPlan): DemoTeam {
  const now = Date.parse(plan.now);
  const at = (ms: number) => new Date(ms).toISOString();
  const company = (id: string) => plan.companies.find((c) => c.id === id)!;
  const [kiran, , rahul] = plan.users;
  const members: DemoMember[] = [
    { userId: plan.users[7].id, role: "owner", last: null },
    { userId: DEMO_MANAGER_ID, role: "manager", last: null },
    { userId: DEMO_REVIEWER_ID, role: "reviewer", last: null },
    { userId: DEMO_INSPECTOR_ID, role: "inspector", last: null },
    { userId: kiran.id, role: "inspector", last: { latitude: 18.52, longitude: 73.86 } },
    { userId: rahul.id, role: "inspector", last: { latitude: 9.97, longitude: 76.28 } },
  ];
  const cases: DemoCase[] = [];
  const add = (companyId: string, o: Partial<DemoCase> & Pick<DemoCase, "dueAt" | "createdAt" | "status">) => {
    const c = company(companyId);
    const n = cases.length + 1;
    cases.push({
      id: `${DEMO_ORG.id}-case-${String(n).padStart(2, "0")}`,
      reference: `DF/2026/${String(1040 + n).padStart(5, "0")}`,
      companyId: directoryId(c.id),
      companyName: c.name,
      siteAddress: c.address,
      latitude: c.latitude,
      longitude: c.longitude,
      verificationType: TYPES[n % TYPES.length],
      instructions: n % 3 === 0 ? "Photograph the name board, the stock area and the entrance. Meet the proprietor." : null,
      assigneeId: null,
      assignedAt: null,
      startedAt: null,
      inspectionId: null,
      met: null,
      ...o,
    });
  };
  // Submitted: the eight newest portfolio inspections, each saved for its case.
  // Not one linked to a visit, nor one whose company's site its first inspection pins: saved for a
  // case they would take the directory's company, and the personal portfolio would read differently.
  const newest = [...plan.inspections]
    .filter((x) => !x.visitId && company(x.companyId).siteOnRecord)
    .sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt))
    .slice(0, 8);
  newest.forEach((x, k) => {
    const saved = Date.parse(x.savedAt);
    add(x.companyId, {
      createdAt: at(saved - 2 * DAY),
      assignedAt: at(saved - 2 * DAY + HOUR),
      startedAt: at(saved - 2 * HOUR),
      dueAt: at(saved + (k % 3 === 0 ? -3 * HOUR : DAY)),
      assigneeId: DEMO_INSPECTOR_ID,
      status: "in_progress",
      inspectionId: x.id,
      met: { name: MET[k % MET.length][0], role: MET[k % MET.length][1] },
    });
  });
  const others = plan.companies.filter((c) => !newest.some((x) => x.companyId === c.id));
  const open = (k: number, assigneeId: string | null, status: CaseStatus, dueInH: number) =>
    add(others[k].id, {
      createdAt: at(now - (3 + k) * DAY),
      assignedAt: assigneeId ? at(now - (3 + k) * DAY + HOUR) : null,
      startedAt: status === "in_progress" ? at(now - 3 * HOUR) : null,
      dueAt: at(now + dueInH * HOUR),
      assigneeId,
      status,
    });
  // The demo inspector's queue: one overdue, one due within two hours, the rest later.
  open(0, DEMO_INSPECTOR_ID, "in_progress", -5);
  open(1, DEMO_INSPECTOR_ID, "assigned", 1.5);
  open(2, DEMO_INSPECTOR_ID, "assigned", 26);
  open(3, DEMO_INSPECTOR_ID, "in_progress", 30);
  open(4, DEMO_INSPECTOR_ID, "assigned", 74);
  open(5, DEMO_INSPECTOR_ID, "assigned", 120);
  // The other inspectors', one of them overdue.
  open(6, kiran.id, "assigned", -20);
  open(7, kiran.id, "in_progress", 8);
  open(8, kiran.id, "assigned", 50);
  open(9, rahul.id, "assigned", 30);
  open(10, rahul.id, "in_progress", 4);
  // Waiting for allocation.
  for (let k = 11; k < 17; k++) open(k, null, "unassigned", 48 + (k - 11) * 12);
  return { members, directory: plan.companies.map((c) => ({ id: directoryId(c.id), sourceId: c.id })), cases };
}
