// An organization's retention rule: how long a closed case's sealed evidence (its inspections and photos) is kept
// after the case closed. The default keeps it. The choices follow what an Indian lender must keep: 5 years after the
// relationship ends (RBI's KYC Master Direction, PMLA record-keeping rules), 8 years for books of account (Companies
// Act s. 128), 10 years as a margin for long loans and disputes; 3 years (the Limitation Act's period for a suit on a
// contract) for clients under no such rule. Nothing shorter: evidence removed cannot come back.
import * as v from "valibot";

export const RETENTION_YEARS = [3, 5, 8, 10] as const;
export type RetentionYears = (typeof RETENTION_YEARS)[number];

export const RETENTION_MESSAGES = {
  choose: "Choose how long closed cases' evidence is kept.",
  saved: "Retention rule saved.",
  ownerOnly: "Only an owner can change the retention rule.",
};

export function retentionLabel(years: number | null): string {
  return years === null ? "Keep all evidence (never remove)" : `Keep for ${years} years after the case closes`;
}

export const RetentionForm = v.object({
  years: v.picklist(["keep", ...RETENTION_YEARS.map(String)], RETENTION_MESSAGES.choose),
});

/** The form's value as stored: null keeps everything. */
export const retentionYears = (value: string): RetentionYears | null => (value === "keep" ? null : (Number(value) as RetentionYears));

/** Cases closed before this instant have outlived the rule (calendar years in UTC; 29 February becomes 1 March). */
export function retentionCutoff(years: number, now: Date): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString();
}

/** The case history's words when the clean-up removes a case's evidence. */
export const evidenceRemovedDetail = (years: number) => `Evidence removed: the organization keeps it ${years} years after a case closes`;
