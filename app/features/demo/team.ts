// The demo organization `npm start` seeds beside the portfolio: a lender's verification team with the
// demo inspector as one of three inspectors, a demo manager and a demo reviewer, its directory (the
// portfolio's companies) and 25 cases in every state of part 1. A pure plan from the portfolio, so
// the script and the route agree on every id. Eight cases get portfolio inspections: the seeder saves
// those for their case, through the same path the camera uses, and the demo reviewer disposes of five
// of them through the review's own signing path (every outcome, and one case re-visited: two visits).
import type { CaseStatus, DispositionOutcome, OrgRole, VerificationType } from "../../platform/db/schema";
import type { DemoPlan } from "./portfolio";
import { DEMO_INSPECTOR_ID } from "./portfolio";

export const DEMO_ORG = { id: "demo-org", code: "deccan-finance", name: "Deccan Finance" } as const;
export const DEMO_MANAGER_ID = "demo-manager";
export const DEMO_REVIEWER_ID = "demo-reviewer";
/** The Residence case in the review queue whose checklist answers carry a red flag (checklist-answers.ts). */
export const DEMO_RED_FLAG_CASE = `${DEMO_ORG.id}-case-03`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoMember {
  userId: string;
  role: OrgRole;
  /** Where an inspector last sealed a case's inspection (the others' come from their submissions). */
  last: { latitude: number; longitude: number } | null;
}

/** The reviewer's planned decision on a visit's inspection, hours after its save. */
export interface DemoDisposition {
  outcome: DispositionOutcome;
  remark: string;
  at: string;
}

/** One visit of a case: the portfolio inspection saved for it, whom the inspector met, and its review (none: it waits in the queue). */
export interface DemoCaseVisit {
  inspectionId: string;
  met: { name: string; role: string };
  disposition: DemoDisposition | null;
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
  /** The state before the seeder saves an inspection for it: "in_progress" ones with visits become Submitted. */
  status: CaseStatus;
  /** In order; each saved after the one before was disposed of (Re-visit). */
  visits: DemoCaseVisit[];
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
      visits: [],
      ...o,
    });
  };
  // Eight cases with the eight newest portfolio inspections, each saved for its case. Not one linked
  // to a visit, nor one whose company's site its first inspection pins: saved for a case they would take
  // the directory's company, and the personal portfolio would read differently.
  const newest = [...plan.inspections]
    .filter((x) => !x.visitId && company(x.companyId).siteOnRecord)
    .sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt))
    .slice(0, 8);
  // The oldest of them is the re-visited case's second visit; its first is the same company's earlier
  // portfolio inspection (same company, so it is judged against the same site).
  const second = newest[7];
  const first = [...plan.inspections]
    .filter((x) => x.companyId === second.companyId && Date.parse(x.savedAt) < Date.parse(second.savedAt) && !x.visitId)
    .sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt))[0];
  const after = (x: { savedAt: string }, hours: number) => at(Date.parse(x.savedAt) + hours * HOUR);
  // The three newest wait in the review queue; the next four get one outcome each, some decided within
  // hours, some over a day after the submission.
  const REVIEWS: (Omit<DemoDisposition, "at"> & { hours: number })[] = [
    { outcome: "verified", remark: "", hours: 5 },
    { outcome: "not_verified", remark: "The stock shown is far below the declared level; the name board is missing.", hours: 30 },
    { outcome: "revisit", remark: "The location is too imprecise to place the photos. Visit again and photograph the name board.", hours: 3 },
    { outcome: "not_found", remark: "The photos were taken away from the address on record; no unit of this name is there.", hours: 52 },
  ];
  const met = (k: number) => ({ name: MET[k % MET.length][0], role: MET[k % MET.length][1] });
  newest.forEach((x, k) => {
    const opened = k === 7 ? first : x;
    const saved = Date.parse(opened.savedAt);
    const review = REVIEWS[k - 3];
    const visits: DemoCaseVisit[] =
      k === 7
        ? [
            {
              inspectionId: first.id,
              met: met(k),
              disposition: { outcome: "revisit", remark: "The stock area was locked. Visit again and photograph it.", at: after(first, 26) },
            },
            { inspectionId: x.id, met: met(k + 1), disposition: { outcome: "verified", remark: "", at: after(x, 4) } },
          ]
        : [{ inspectionId: x.id, met: met(k), disposition: review ? { outcome: review.outcome, remark: review.remark, at: after(x, review.hours) } : null }];
    add(x.companyId, {
      createdAt: at(saved - 2 * DAY),
      assignedAt: at(saved - 2 * DAY + HOUR),
      startedAt: at(saved - 2 * HOUR),
      dueAt: at(saved + (k % 3 === 0 ? -3 * HOUR : DAY)),
      assigneeId: DEMO_INSPECTOR_ID,
      status: "in_progress",
      visits,
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

/** The case and visit a portfolio inspection is saved for, with the visit before it (saved and disposed of first). */
export function caseVisitOf(team: DemoTeam, inspectionId: string) {
  for (const c of team.cases) {
    const n = c.visits.findIndex((v) => v.inspectionId === inspectionId);
    if (n >= 0) return { case: c, visit: c.visits[n], before: c.visits[n - 1] ?? null };
  }
  return null;
}
