// Prints SQL that creates the demo inspector and demo admin; run again, it keeps their data and
// resets their passwords (so a new PASSWORD_PEPPER in .dev.vars never locks the demo accounts out).
// Usage: tsx scripts/seed.ts <pepper>
import { hashPassword } from "../app/features/account/password.server";

export const DEMO_USERS = [
  { id: "demo-inspector", email: "inspector@siteproof.test", password: "inspect123", first: "Priya", last: "Sharma", role: "user", org: "SiteProof Demo" },
  { id: "demo-admin", email: "admin@siteproof.test", password: "admin123", first: "Arjun", last: "Mehta", role: "admin", org: "SiteProof" },
  // Deccan Finance, the demo organization (app/features/demo/team.ts): its manager and its reviewer.
  { id: "demo-manager", email: "manager@siteproof.test", password: "manage123", first: "Kavita", last: "Rao", role: "user", org: "Deccan Finance" },
  { id: "demo-reviewer", email: "reviewer@siteproof.test", password: "review123", first: "Sanjay", last: "Kulkarni", role: "user", org: "Deccan Finance" },
] as const;

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

const pepper = process.argv[2];
if (!pepper) throw new Error("usage: tsx scripts/seed.ts <pepper>");
for (const u of DEMO_USERS) {
  const hash = await hashPassword(u.password, pepper);
  console.log(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, organization, role, time_zone) VALUES (${[u.id, u.email, hash, u.first, u.last, u.org, u.role, "Asia/Kolkata"].map(q).join(", ")}) ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash, is_active = 1;`,
  );
}
