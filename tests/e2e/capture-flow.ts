import type { Page } from "playwright-core";

export async function pickCompanyAndStart(page: Page, name: string) {
  await page.goto("/app/camera");
  await page.getByRole("button", { name: /^(Select|Change) Company$/ }).click();
  await page.getByRole("dialog", { name: "Select Company" }).getByRole("listitem").filter({ hasText: name }).click();
  await page.getByRole("button", { name: "Start Camera" }).click();
  await page.getByRole("button", { name: "Stop Camera" }).waitFor();
  await page.getByRole("status").filter({ hasText: "GPS: Active" }).waitFor();
}

export async function shoot(page: Page, expected: number) {
  await page.getByRole("button", { name: /^Take photo/ }).click();
  await page.getByRole("button", { name: `Take photo (${expected} taken)` }).waitFor();
}

/** Captures and saves a whole inspection with default assessment values; ends on /app/history. */
export async function captureInspection(page: Page, companyName: string, photos: number) {
  await pickCompanyAndStart(page, companyName);
  for (let n = 1; n <= photos; n++) await shoot(page, n);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save Inspection" }).click();
  await page.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
  // Saving seals the inspection and sends its photos: on two busy cores that can pass the 30 s default.
  await page.waitForURL("**/app/history", { timeout: 60_000 });
}
