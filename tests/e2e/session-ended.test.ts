// A session that ends in the middle of a capture: the photo taken after it is never shown as uploaded,
// nothing leaves the device, and once its owner signs in again (through the capture's own link, or in
// another tab) the photo is sent by itself and the inspection saves, sealed, with every photo; what was typed
// on the form is kept as the capture's draft when the sign-in link is followed.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompanyDirect, d1, expectNoConsoleErrors, launch, openPage, signedIn, signIn, type TestAccount, waitsForHydration } from "./browser";
import { pickCompanyAndStart, shoot } from "./capture-flow";

const SESSION_ENDED = "Your session ended; sign in again to send your photos.";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The photos this browser keeps for the user, uploaded or not (IndexedDB, as the capture stores them). */
const keptPhotos = (page: Page, userId: string) =>
  page.evaluate(
    (owner) =>
      new Promise<{ uploaded: boolean }[]>((resolve, reject) => {
        const open = indexedDB.open("SiteProofPhotos");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("photos").objectStore("photos").getAll();
          all.onsuccess = () => {
            resolve((all.result as { ownerId: string; uploaded: boolean }[]).filter((p) => p.ownerId === owner).map((p) => ({ uploaded: p.uploaded })));
            open.result.close();
          };
        };
      }),
    userId,
  );

const storedPhotos = async (userId: string) => Number((await d1<{ n: number }>(`SELECT count(*) AS n FROM photos WHERE user_id = '${userId}'`))[0].n);

/** Photo 1 is on the server; the session cookie goes; photo 2 is kept on the device and the capture says why. */
async function sessionEndsBetweenTwoPhotos(page: Page, context: BrowserContext, account: TestAccount) {
  await addCompanyDirect(page, { name: "Tapti Cotton Ginners", address: "Jalgaon, Maharashtra" });
  await pickCompanyAndStart(page, "Tapti Cotton Ginners");
  await shoot(page, 1);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByText("Uploaded", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Back to Camera" }).click();
  await page.getByRole("button", { name: "Stop Camera" }).waitFor();

  await context.clearCookies({ name: "sp_session" });
  await shoot(page, 2);
  await page.getByRole("alert").filter({ hasText: SESSION_ENDED }).waitFor();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByText("Waiting to upload", { exact: true }).waitFor();
  // The second photo is not shown as uploaded, the server has only the first, and the device keeps both.
  expect(await page.getByText("Uploaded", { exact: true }).count()).toBe(1);
  expect(await storedPhotos(account.userId)).toBe(1);
  expect((await keptPhotos(page, account.userId)).map((p) => p.uploaded).sort()).toEqual([false, true]);
}

/** Both photos uploaded, then Save: the inspection is sealed on the server with the two photos. */
async function savesWithBothPhotos(page: Page, account: TestAccount) {
  await page.getByRole("alert").filter({ hasText: SESSION_ENDED }).waitFor({ state: "detached" });
  await expect.poll(() => page.getByText("Uploaded", { exact: true }).count(), { timeout: 20_000 }).toBe(2);
  expect(await storedPhotos(account.userId)).toBe(2);
  await page.getByRole("button", { name: "Save Inspection" }).click();
  await page.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
  await page.getByRole("status").filter({ hasText: "Inspection saved successfully" }).waitFor({ timeout: 60_000 });
  const saved = await d1<{ sealed: number; photos: number }>(
    `SELECT i.seal IS NOT NULL AND i.seal_signature IS NOT NULL AS sealed,
            (SELECT count(*) FROM photos p WHERE p.inspection_id = i.id AND p.discarded_at IS NULL) AS photos
     FROM inspections i WHERE i.user_id = '${account.userId}'`,
  );
  expect(saved).toEqual([{ sealed: 1, photos: 2 }]);
}

describe("a session that ends during a capture", () => {
  it("keeps the photo, and sends it once its owner signs in again through the capture's link", async () => {
    const { page, context, errors } = await openPage(browser);
    const account = await signedIn(context, { name: "Leela Gokhale" });
    await sessionEndsBetweenTwoPhotos(page, context, account);

    // What was typed on the form goes with the page: the link keeps it as the capture's draft first.
    await page.getByLabel("Additional Notes").fill("Gate locked at first; the owner opened the godown.");
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL("**/login?redirectTo=%2Fapp%2Fcamera");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // Back on the capture, the same inspection: the waiting photo is sent without being asked.
    await page.waitForURL("**/app/camera");
    await page.getByRole("button", { name: "Take photo (2 taken)" }).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Load Draft" }).click();
    // The draft is read from IndexedDB after the tap: the notes arrive a moment later, as a person sees them fill in.
    await expect.poll(() => page.getByLabel("Additional Notes").inputValue(), { timeout: 10_000 }).toBe("Gate locked at first; the owner opened the godown.");
    await savesWithBothPhotos(page, account);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("sends the kept photo by itself when its owner signs in in another tab", async () => {
    const { page, context, errors } = await openPage(browser);
    const account = await signedIn(context, { name: "Vikram Joshi" });
    await sessionEndsBetweenTwoPhotos(page, context, account);

    const other = waitsForHydration(await context.newPage());
    await signIn(other, account.email, account.password);
    await other.close();
    await savesWithBothPhotos(page, account);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
