import type { Locator, Page } from "playwright-core";

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

const REQUIRED = /\(required\)$/;
/** A question's whole block (label, help, limits, input), found by its label's id. */
const questionOf = (page: Page, labelId: string) => page.locator(".sp-question", { has: page.locator(`[id="${labelId}"]`) });

/** One pass over the required questions shown: true if it answered any (an answer may show follow-up questions). */
async function answerShown(page: Page, sheet: Locator): Promise<boolean> {
  let answered = false;
  for (const group of await sheet.getByRole("radiogroup", { name: REQUIRED }).all()) {
    const radios = await group.getByRole("radio").all();
    if ((await Promise.all(radios.map((r) => r.isChecked()))).some(Boolean)) continue;
    const question = questionOf(page, (await group.getAttribute("aria-labelledby"))!);
    // The first choice that is not a red flag (a red flag shows as soon as it is picked).
    for (const radio of radios) {
      await radio.check();
      if (!(await question.getByText("Red flag").count())) break;
    }
    answered = true;
  }
  for (const group of await sheet.getByRole("group", { name: REQUIRED }).all()) {
    const boxes = group.getByRole("checkbox");
    const isPhoto = (await group.getByRole("button", { name: "Take photo" }).count()) > 0;
    const limits = isPhoto
      ? await questionOf(page, (await group.getAttribute("aria-labelledby"))!)
          .getByText(/^Takes \d+/)
          .textContent()
      : null;
    const needed = limits ? Number(/^Takes (\d+)/.exec(limits)![1]) : 1;
    let checked = 0;
    for (const box of await boxes.all()) if (await box.isChecked()) checked++;
    for (const box of await boxes.all()) {
      if (checked >= needed) break;
      if (await box.isChecked()) continue;
      await box.check();
      checked++;
      answered = true;
    }
    if (checked < needed) throw new Error(`answerChecklist: the capture has too few photos for ${await group.getAttribute("aria-labelledby")}`);
  }
  for (const field of await sheet.getByRole("textbox", { name: REQUIRED }).all()) {
    if (await field.inputValue()) continue;
    const type = await field.getAttribute("type");
    await field.fill(type === "date" ? new Date().toISOString().slice(0, 10) : "Seen at the site");
    answered = true;
  }
  for (const field of await sheet.locator('input[type="date"][aria-required="true"]:visible').all()) {
    if (await field.inputValue()) continue;
    await field.fill(new Date().toISOString().slice(0, 10));
    answered = true;
  }
  for (const field of await sheet.getByRole("spinbutton", { name: REQUIRED }).all()) {
    if (await field.inputValue()) continue;
    const [min, max] = [Number((await field.getAttribute("min")) ?? 0), Number((await field.getAttribute("max")) ?? 1000)];
    await field.fill(String(Math.min(max, Math.max(min, 1))));
    answered = true;
  }
  return answered;
}

/** Signs each unsigned pad shown with a stroke of the mouse (a signed pad is named "Signature, signed"). */
async function sign(page: Page, sheet: Locator) {
  const unsigned = sheet.getByRole("img", { name: /^Signature pad/ });
  for (let n = await unsigned.count(); n > 0; n--) {
    const pad = unsigned.first();
    // In the middle of the screen, clear of the phone's bars and any toast.
    await pad.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -20 : 20));
    await page.mouse.up();
    await expectCount(unsigned, n - 1);
  }
}

async function expectCount(locator: Locator, n: number) {
  for (let tries = 0; (await locator.count()) !== n; tries++) {
    if (tries > 50) throw new Error(`expected ${n} of ${locator.toString()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Answers every required question the case's checklist shows, step by step (whatever checklist it is): a choice
 * that is not a red flag, text, a number within its limits, today's date, the capture's photos tagged, the pad signed.
 * Nothing for a capture without a checklist.
 */
export async function answerChecklist(page: Page) {
  // The form is drawn with its checklist at once: no checklist once Save shows means the seven questions.
  await page.getByRole("button", { name: "Save Inspection" }).waitFor();
  const sheet = page.getByRole("region").filter({ has: page.getByText(/^Version \d+\. Required questions/) });
  if (!(await sheet.count())) return;
  // From the first step, whichever the form opened at.
  const back = sheet.getByRole("button", { name: "Back", exact: true });
  while ((await back.count()) && (await back.isEnabled())) await back.click();
  for (let step = 0; step < 30; step++) {
    while (await answerShown(page, sheet));
    await sign(page, sheet);
    const next = sheet.getByRole("button", { name: "Next" });
    if (!(await next.count()) || (await next.isDisabled())) return;
    await next.click();
  }
}
