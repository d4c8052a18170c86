// The demo portfolio `npm start` seeds (scripts/demo/seed-demo.ts): a pure, seeded plan made from
// one instant, so the script that makes the photos and the route that stores them agree on every
// id, time and place. 30 companies, three in each of the analytics list's ten states; 40
// inspections over the last six months; visits around today; a few other users for the admin.
import { ASSESSMENT_FIELDS, type Assessment, toStoredValue } from "../../platform/assessment";
import { STATES, type State } from "../../platform/states";
import { localDate, zonedInstant } from "../../platform/time/zones";
import { photoFileName } from "../../platform/watermark";
import { CONTACTS, NAMES, NOTES, PLACES } from "./places";
import { pick, rng } from "./random";

export const DEMO_INSPECTOR_ID = "demo-inspector";
export const DEMO_ADMIN_ID = "demo-admin";
export const DEMO_TIME_ZONE = "Asia/Kolkata";
export const DEMO_INSPECTIONS = 40;
const DAY = 86_400_000;

/** The GSTIN check character (mod-36 weighted sum), so numbers pass real validators too. */
export function gstinCheck(first14: string): string {
  const chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = chars.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return chars[(36 - (sum % 36)) % 36];
}

/** A v4-shaped UUID from the plan's generator, so a plan made again has the same ids. */
function uuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[Math.floor(random() * 4)];
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export interface DemoCompany {
  id: string;
  name: string;
  cin: string;
  gstin: string;
  pan: string;
  address: string;
  state: State;
  phoneNumber: string;
  email: string;
  website: string;
  contactPerson: string;
  notes: string | null;
  /** Where the works are; the site on record unless `siteOnRecord` is false (the first inspection pins it). */
  latitude: number;
  longitude: number;
  siteOnRecord: boolean;
  createdAt: string;
}

/** A demo company's own columns, for the inspector's database and the demo organization's directory alike. */
export function companyFields(c: DemoCompany) {
  const { name, cin, gstin, pan, address, state, phoneNumber, email, website, contactPerson } = c;
  return { name, cin, gstin, pan, address, state, phoneNumber, email, website, contactPerson };
}

export interface DemoPhoto {
  id: string;
  fileName: string;
  capturedAt: string;
  receivedAt: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  address: string;
  seed: number;
}

export type OnSitePlan = "on-site" | "far" | "poor-accuracy" | "pinned";

export interface DemoInspection {
  id: string;
  companyId: string;
  savedAt: string;
  source: "web" | "mobile";
  onSite: OnSitePlan;
  assessment: Assessment;
  notes: string;
  photos: DemoPhoto[];
  visitId: string | null;
}

export interface DemoVisit {
  id: string;
  companyId: string;
  companyName: string;
  scheduledDate: string;
  scheduledTime: string;
  scheduledAt: string;
  purpose: string;
  notes: string | null;
  /** Completed by hand (Mark Complete); the linked visit is completed by its inspection's save. */
  completed: boolean;
  kind: "overdue" | "today" | "upcoming" | "completed" | "linked";
}

export interface DemoUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  organization: string;
  accountType: "free" | "premium";
  isActive: boolean;
  createdAt: string;
}

export interface DemoPlan {
  now: string;
  companies: DemoCompany[];
  inspections: DemoInspection[];
  visits: DemoVisit[];
  users: DemoUser[];
}

/** A point `metres` away from (lat, lon) in a random direction. */
function offset(random: () => number, lat: number, lon: number, metres: number): [number, number] {
  const bearing = random() * 2 * Math.PI;
  const dLat = (metres * Math.cos(bearing)) / 111_320;
  const dLon = (metres * Math.sin(bearing)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [Math.round((lat + dLat) * 1e6) / 1e6, Math.round((lon + dLon) * 1e6) / 1e6];
}

function assessmentFor(random: () => number): Assessment {
  // Mostly the defaults, as most visits find things in order; now and then any other option.
  return Object.fromEntries(ASSESSMENT_FIELDS.map((f) => [f.key, toStoredValue(random() < 0.7 ? f.default : pick(random, f.options))])) as Assessment;
}

export function demoPlan(nowIso: string, seed = 17): DemoPlan {
  const random = rng(seed);
  const now = Date.parse(nowIso);
  const companies: DemoCompany[] = NAMES.map(([name], n) => {
    const state = STATES[Math.floor(n / 3)];
    const place = PLACES[state];
    const [town, pin, lat, lon] = place.towns[n % 3];
    const [latitude, longitude] = offset(random, lat, lon, 300 + random() * 1500);
    const letters = name
      .replace(/[^A-Z]/g, "")
      .padEnd(3, "X")
      .slice(0, 3);
    const pan = `${letters}C${name[0].toUpperCase()}${String(1000 + Math.floor(random() * 9000))}${"ABCDEFGHJKLMNPRTZ"[n % 17]}`;
    const gst14 = `${place.gst}${pan}1Z`;
    const listed = n % 4 === 0;
    const year = 1985 + Math.floor(random() * 35);
    return {
      id: `demo-company-${String(n + 1).padStart(2, "0")}`,
      name: `${name} ${listed ? "Limited" : "Private Limited"}`,
      cin: `${listed ? "L" : "U"}${String(10000 + Math.floor(random() * 89999))}${place.cin}${year}${listed ? "PLC" : "PTC"}${String(100000 + Math.floor(random() * 899999))}`,
      gstin: gst14 + gstinCheck(gst14),
      pan,
      address: `Plot ${1 + Math.floor(random() * 180)}, ${town}, ${state} ${pin}, India`,
      state,
      phoneNumber: `+91 ${9 - (n % 3)}${String(100000000 + Math.floor(random() * 899999999))}`,
      email: `accounts@${name.toLowerCase().replace(/[^a-z]+/g, "")}.in`,
      website: `https://www.${name.toLowerCase().replace(/[^a-z]+/g, "")}.in`,
      contactPerson: CONTACTS[n % CONTACTS.length],
      notes: n % 5 === 0 ? "Key account: quarterly site inspection required by the sanction terms." : null,
      latitude,
      longitude,
      // Four companies have no site yet: their first inspection pins it.
      siteOnRecord: n % 8 !== 3,
      createdAt: new Date(now - (200 - n * 5) * DAY - random() * DAY).toISOString(),
    };
  });

  // Saves spread over the last six months, oldest first, at working hours in India.
  const days = Array.from({ length: DEMO_INSPECTIONS }, (_, k) => Math.round(178 - (k * 176) / (DEMO_INSPECTIONS - 1) + (random() - 0.5) * 3)).map((d) =>
    Math.max(1, d),
  );
  const pinnedDone = new Set<string>();
  const inspections: DemoInspection[] = days.map((daysAgo, k) => {
    const company = companies[(k * 7) % companies.length];
    const day = new Date(now - daysAgo * DAY);
    const start = zonedInstant(
      localDate(day, DEMO_TIME_ZONE),
      `${String(10 + Math.floor(random() * 7)).padStart(2, "0")}:${String(Math.floor(random() * 60)).padStart(2, "0")}`,
      DEMO_TIME_ZONE,
    ).getTime();
    let onSite: OnSitePlan = !company.siteOnRecord && !pinnedDone.has(company.id) ? "pinned" : k % 9 === 4 ? "far" : k % 13 === 6 ? "poor-accuracy" : "on-site";
    if (onSite === "pinned") pinnedDone.add(company.id);
    if (!company.siteOnRecord && onSite === "far") onSite = "on-site";
    const count = 2 + Math.floor(random() * 4);
    const inspectionId = uuid(random);
    let at = start;
    const photos: DemoPhoto[] = Array.from({ length: count }, (_, p) => {
      // One to three minutes between shots, whole seconds as the camera's clock shows them.
      if (p > 0) at += Math.round(40 + random() * 120) * 1000;
      const capturedAt = new Date(at);
      const id = uuid(random);
      const far = onSite === "far" && p === count - 1;
      const [latitude, longitude] = offset(random, company.latitude, company.longitude, far ? 1500 + random() * 6000 : 5 + random() * 60);
      return {
        id,
        fileName: photoFileName(capturedAt, id),
        capturedAt: capturedAt.toISOString(),
        receivedAt: new Date(capturedAt.getTime() + 2_000 + random() * 6_000).toISOString(),
        latitude,
        longitude,
        accuracy: onSite === "poor-accuracy" && p === 0 ? 180 : Math.round(4 + random() * 16),
        address: company.address,
        seed: Math.floor(random() * 2 ** 31),
      };
    });
    const last = Date.parse(photos[photos.length - 1].receivedAt);
    return {
      id: inspectionId,
      companyId: company.id,
      savedAt: new Date(last + 60_000 + random() * 240_000).toISOString(),
      source: k % 4 === 1 ? "mobile" : "web",
      onSite,
      assessment: assessmentFor(random),
      notes: pick(random, NOTES),
      photos,
      visitId: null,
    };
  });

  const today = localDate(new Date(now), DEMO_TIME_ZONE);
  const dateIn = (d: number) => localDate(new Date(now + d * DAY), DEMO_TIME_ZONE);
  const visit = (kind: DemoVisit["kind"], offsetDays: number, time: string, c: DemoCompany, purpose: string, notes: string | null = null): DemoVisit => {
    const scheduledDate = offsetDays === 0 ? today : dateIn(offsetDays);
    return {
      id: `demo-visit-${kind}-${c.id.slice(-2)}`,
      companyId: c.id,
      companyName: c.name,
      scheduledDate,
      scheduledTime: time,
      scheduledAt: zonedInstant(scheduledDate, time, DEMO_TIME_ZONE).toISOString(),
      purpose,
      notes,
      completed: kind === "completed",
      kind,
    };
  };
  // The linked visit was planned for the day of the inspection 12 days ago, which completed it.
  const linked = inspections.reduce((best, x) =>
    Math.abs(now - Date.parse(x.savedAt) - 12 * DAY) < Math.abs(now - Date.parse(best.savedAt) - 12 * DAY) ? x : best,
  );
  const linkedCompany = companies.find((c) => c.id === linked.companyId)!;
  const linkedDays = -Math.round((now - Date.parse(linked.savedAt)) / DAY);
  const linkedVisit = visit("linked", linkedDays, "10:00", linkedCompany, "Quarterly stock inspection", "Bring the last stock statement.");
  linked.visitId = linkedVisit.id;
  const c = (n: number) => companies[n];
  const visits = [
    visit("overdue", -3, "11:00", c(4), "Follow-up on signboard mismatch", "KYC documents requested on the last visit."),
    visit("overdue", -1, "15:30", c(13), "Annual site verification"),
    visit("today", 0, "16:00", c(8), "Stock audit", "Meet the plant manager at the gate."),
    visit("today", 0, "18:30", c(21), "Pre-disbursement site check"),
    visit("upcoming", 2, "10:30", c(1), "Quarterly stock inspection"),
    visit("upcoming", 5, "12:00", c(17), "Collateral valuation visit", "Valuer joins at noon."),
    visit("upcoming", 9, "09:30", c(26), "Annual site verification"),
    visit("upcoming", 16, "14:00", c(29), "Renewal inspection"),
    visit("completed", -6, "11:30", c(10), "Insurance renewal check"),
    visit("completed", -20, "10:00", c(23), "Pre-disbursement site check"),
    linkedVisit,
  ];

  const people: [string, string, string, "free" | "premium", boolean][] = [
    ["Kiran", "Joshi", "Deccan Cooperative Bank", "premium", true],
    ["Farah", "Khan", "Northern Credit Union", "free", true],
    ["Rahul", "Nair", "Malabar Finance", "premium", true],
    ["Divya", "Menon", "Malabar Finance", "free", true],
    ["Arvind", "Singh", "Rajputana Leasing", "free", false],
    ["Pooja", "Bose", "Eastern Small Finance", "premium", true],
    ["Manoj", "Yadav", "Gangetic Rural Bank", "free", true],
    ["Lakshmi", "Pillai", "Southern Agro Credit", "premium", true],
  ];
  const users: DemoUser[] = people.map(([firstName, lastName, organization, accountType, isActive], n) => ({
    id: `demo-user-${n + 1}`,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    firstName,
    lastName,
    organization,
    accountType,
    isActive,
    createdAt: new Date(now - (170 - n * 21) * DAY).toISOString(),
  }));
  return { now: nowIso, companies, inspections, visits, users };
}
