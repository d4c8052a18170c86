// Offline work that is never lost or mixed: sent by the service worker with every page closed
// (Background Sync), resent whole after a cut mid-upload, and bound to the inspector who captured it.
// A small TCP proxy in front of the app is "the network" where DevTools' offline switch cannot say
// enough: it cuts a photo upload halfway, or drops only the uploads while sign-in still works.
import net from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCompanyDirect,
  baseUrl,
  d1,
  expectNoConsoleErrors,
  launch,
  offlineReady,
  PHONE,
  screenshot,
  signIn,
  signedInNew,
  waitsForHydration,
} from "./browser";
import { pickCompanyAndStart, shoot } from "./capture-flow";

type Mode = { kind: "pass" } | { kind: "dropUploads" } | { kind: "cutPhoto"; nth: number } | { kind: "down" };

/** Forwards to the app; can drop uploads, cut the nth photo upload halfway, or refuse everything. */
class Network {
  mode: Mode = { kind: "pass" };
  photoPosts = 0;
  cutAt: number | null = null;
  /** Connections refused while down: the page trying again and meeting no network. */
  refused = 0;
  private sockets = new Set<net.Socket>();
  private server = net.createServer((client) => this.connect(client));
  port = 0;

  async start() {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.port = (this.server.address() as net.AddressInfo).port;
  }
  stop() {
    for (const s of this.sockets) s.destroy();
    this.server.close();
  }
  cutAll() {
    for (const s of this.sockets) s.destroy();
  }

  private connect(client: net.Socket) {
    if (this.mode.kind === "down") {
      this.refused++;
      return client.destroy();
    }
    const target = new URL(baseUrl());
    const upstream = net.connect(Number(target.port), target.hostname);
    this.sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
    upstream.on("data", (d) => client.write(d));
    // Bytes of a request held until its headers are complete (to find the photo's length).
    let held = "";
    let cutting = false;
    client.on("data", (chunk: Buffer) => {
      if (this.mode.kind === "dropUploads" && /^POST \/app\/(photos|inspections) /m.test(chunk.toString("latin1"))) return close();
      if (this.mode.kind !== "cutPhoto" && !cutting) return void upstream.write(chunk);
      const text = held + chunk.toString("latin1");
      if (!cutting) {
        const starts = text.match(/POST \/app\/photos /g)?.length ?? 0;
        if (this.mode.kind === "cutPhoto" && this.photoPosts + starts >= this.mode.nth) cutting = true;
        else {
          this.photoPosts += starts;
          return void upstream.write(chunk);
        }
      }
      const at = text.lastIndexOf("POST /app/photos ");
      const headerEnd = text.indexOf("\r\n\r\n", at);
      if (headerEnd < 0) {
        held = text;
        return;
      }
      const length = Number(/content-length: *(\d+)/i.exec(text.slice(at, headerEnd))?.[1] ?? 0);
      const cut = headerEnd + 4 + Math.floor(length / 2);
      if (text.length < cut) {
        // Not yet halfway: pass this much on and keep watching.
        upstream.write(Buffer.from(text, "latin1"));
        held = "";
        return;
      }
      upstream.write(Buffer.from(text.slice(0, cut), "latin1"));
      this.cutAt = Math.floor(length / 2);
      this.mode = { kind: "down" };
      cutting = false;
      // Half the photo reached the server; then the network is gone for a while.
      setTimeout(() => this.cutAll(), 50);
    });
  }
}

let browser: Browser;
let network: Network;
beforeAll(async () => {
  // The full browser: the headless shell has no Background Sync, which sends a save with every page closed.
  browser = await launch({ full: true });
  network = new Network();
  await network.start();
});
afterAll(async () => {
  await browser?.close();
  network?.stop();
});

const viaProxy = () => `http://localhost:${network.port}`;

// Granting geolocation resets the other permissions; background sync is granted by default in Chrome, so it is granted here too.
async function openAt(base: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: base,
    geolocation: { latitude: 19.076, longitude: 72.8777 },
    permissions: ["geolocation", "background-sync"],
  });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

async function saveInspection(page: Page) {
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save Inspection" }).click();
  await page.getByRole("alertdialog", { name: "Confirm Inspection" }).getByRole("button", { name: "Confirm & Save" }).click();
  await page.getByRole("status").filter({ hasText: "No network: the inspection is kept on this device" }).waitFor();
}

const inspectionsOf = async (email: string) =>
  await d1<{ id: string; photo_count: number }>(`SELECT i.id, i.photo_count FROM inspections i JOIN users u ON u.id = i.user_id WHERE u.email = '${email}'`);
const photosOfUser = async (email: string) =>
  await d1<{ id: string; inspection_id: string | null }>(
    `SELECT p.id, p.inspection_id FROM photos p JOIN users u ON u.id = p.user_id WHERE u.email = '${email}'`,
  );

describe("offline work is never lost or mixed", () => {
  it("is sent by the service worker when the network returns with every page closed, and listed once", async () => {
    network.mode = { kind: "pass" };
    const { context, page, errors } = await openAt(baseUrl());
    const email = await signedInNew(page, "Meera Joshi");
    await addCompanyDirect(page, { name: "Sahyadri Cold Storage", address: "Satara, Maharashtra" });
    await pickCompanyAndStart(page, "Sahyadri Cold Storage");
    // The camera page's dialogs are cached (app/ui/precache.ts) before the network drops.
    await offlineReady(page);
    await context.setOffline(true);
    await shoot(page, 1);
    await shoot(page, 2);
    await saveInspection(page);
    await page.getByRole("link", { name: "Waiting to send: 1 inspection and 2 photos" }).waitFor();
    expectNoConsoleErrors(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e)));

    await page.close();
    expect(context.pages()).toHaveLength(0);
    expect(await inspectionsOf(email)).toHaveLength(0);
    await context.setOffline(false);
    // No page is open: only the service worker's Background Sync can send it.
    await expect.poll(() => inspectionsOf(email), { timeout: 30_000, interval: 500 }).toHaveLength(1);
    expect(context.pages()).toHaveLength(0);
    const [saved] = await inspectionsOf(email);
    expect(saved.photo_count).toBe(2);
    expect((await photosOfUser(email)).filter((p) => p.inspection_id === saved.id)).toHaveLength(2);

    const again = waitsForHydration(await context.newPage());
    await again.goto("/app/history");
    await again.getByRole("heading", { name: "Inspection History" }).waitFor();
    await expect.poll(() => again.getByText("Sahyadri Cold Storage", { exact: true }).count()).toBe(1);
    expect(await again.getByRole("region", { name: "Waiting to send" }).count()).toBe(0);
    expect(
      await again.evaluate(
        async () =>
          (await indexedDB.databases()).length > 0 &&
          new Promise<number>((done) => {
            const open = indexedDB.open("SiteProofPhotos");
            open.onsuccess = () => {
              const count = open.result.transaction("photos").objectStore("photos").count();
              count.onsuccess = () => done(count.result);
            };
          }),
      ),
    ).toBe(0);
    await context.close();
  });

  it("resends whole a photo cut off halfway through the third of five uploads: complete, every receipt and the seal verify, nothing doubled", async () => {
    network.mode = { kind: "pass" };
    const { context, page } = await openAt(viaProxy());
    const email = await signedInNew(page, "Ravi Deshmukh");
    await addCompanyDirect(page, { name: "Krishna Sugar Works", address: "Sangli, Maharashtra" }).catch(async () => {
      // addCompanyDirect posts with the app's own Origin; through the proxy the origin differs.
      const res = await page.request.post("/app/database?_data=routes%2Fapp.database", {
        form: { intent: "create", name: "Krishna Sugar Works", address: "Sangli, Maharashtra" },
        headers: { Origin: viaProxy() },
      });
      expect(res.status()).toBe(200);
    });
    await pickCompanyAndStart(page, "Krishna Sugar Works");
    // The camera page's dialogs are cached (app/ui/precache.ts) before the network drops.
    await offlineReady(page);
    await context.setOffline(true);
    for (let n = 1; n <= 5; n++) await shoot(page, n);
    await saveInspection(page);

    network.photoPosts = 0;
    network.mode = { kind: "cutPhoto", nth: 3 };
    await context.setOffline(false);
    await expect.poll(() => network.cutAt, { timeout: 30_000 }).not.toBeNull();
    // The cut: two photos are on the server, the third only half sent.
    expect(await photosOfUser(email)).toHaveLength(2);
    await page
      .getByText(/^(Waiting for network|Sending 3 of 5)$/)
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    // The page tries again and meets no network before it comes back.
    network.refused = 0;
    await expect.poll(() => network.refused, { timeout: 30_000 }).toBeGreaterThan(0);
    network.mode = { kind: "pass" };

    await expect.poll(() => inspectionsOf(email), { timeout: 60_000, interval: 500 }).toHaveLength(1);
    const [saved] = await inspectionsOf(email);
    expect(saved.photo_count).toBe(5);
    const photos = await photosOfUser(email);
    expect(photos).toHaveLength(5);
    expect(new Set(photos.map((p) => p.id)).size).toBe(5);
    expect(photos.every((p) => p.inspection_id === saved.id)).toBe(true);

    const res = await page.request.get(`/app/evidence/${saved.id}?_data=routes%2Fapp.evidence.%24inspectionId`);
    const { verification } = (await res.json()) as {
      verification: { status: string; checks: { ok: boolean; label: string }[]; photos: { receipt: unknown; sha256: string | null }[] };
    };
    expect(verification.status).toBe("verified");
    expect(verification.checks.filter((c) => !c.ok)).toEqual([]);
    expect(verification.photos).toHaveLength(5);
    expect(verification.photos.every((p) => p.receipt !== null && p.sha256 !== null)).toBe(true);
    await page.goto("/app/history");
    await expect.poll(() => page.getByText("Krishna Sugar Works", { exact: true }).count()).toBe(1);
    await context.close();
  });

  it("binds waiting work to its inspector: A is warned at sign-out, B neither sees nor sends it, A's next sign-in sends it", async () => {
    network.mode = { kind: "dropUploads" };
    const { context, page } = await openAt(viaProxy());
    const emailA = await signedInNew(page, "Anil Kulkarni");
    const res = await page.request.post("/app/database?_data=routes%2Fapp.database", {
      form: { intent: "create", name: "Bhima Textiles", address: "Solapur, Maharashtra" },
      headers: { Origin: viaProxy() },
    });
    expect(res.status()).toBe(200);
    await pickCompanyAndStart(page, "Bhima Textiles");
    // The camera page's dialogs are cached (app/ui/precache.ts) before the network drops.
    await offlineReady(page);
    await shoot(page, 1);
    await shoot(page, 2);
    await saveInspection(page);
    await page.getByRole("link", { name: "Waiting to send: 1 inspection and 2 photos" }).click();
    // The panel on history (and home): company, photos, size, state, Retry now.
    const panel = page.getByRole("region", { name: "Waiting to send" });
    await panel.getByText("Bhima Textiles").waitFor();
    await panel.getByText(/^2 photos · \d+ kB$/).waitFor();
    await panel.getByText("Waiting for network").waitFor();
    await panel.getByRole("button", { name: "Retry now" }).click();
    await panel.getByText("Waiting for network").waitFor();
    await page.goto("/app");
    await page.getByRole("region", { name: "Waiting to send" }).getByText("Bhima Textiles").waitFor();
    await screenshot(page, "offline-waiting-panel-phone");
    expect(await photosOfUser(emailA)).toHaveLength(0);

    // Profile's Sign Out says the same as the menu's while work waits.
    await page.goto("/app/profile");
    await page.getByRole("button", { name: "Sign Out" }).click();
    const fromProfile = page.getByRole("alertdialog", { name: "Unsent work on this device" });
    await fromProfile.getByText("1 inspection and 2 photos are waiting on this device to be sent.", { exact: false }).waitFor();
    await fromProfile.getByRole("button", { name: "Cancel" }).click();
    await fromProfile.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Unsent work on this device" });
    await confirm.getByText("1 inspection and 2 photos are waiting on this device to be sent.", { exact: false }).waitFor();
    await screenshot(page, "offline-sign-out-confirm-phone");
    await confirm.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL("**/login");

    // B on the same browser, with the network whole again.
    network.mode = { kind: "pass" };
    const emailB = await signedInNew(page, "Bina Shah");
    await page.goto("/app/history");
    await page.getByRole("heading", { name: "Inspection History" }).waitFor();
    await page.getByText("No inspections found").waitFor();
    expect(await page.getByText("Bhima Textiles").count()).toBe(0);
    expect(await page.getByRole("region", { name: "Waiting to send" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /^Waiting to send/ }).count()).toBe(0);
    await page.goto("/app/camera");
    await page.getByRole("button", { name: "Take photo (0 taken)" }).waitFor();
    // The page's sender has looked for waiting work and sent what it would send.
    await page.waitForLoadState("networkidle");
    expect(await photosOfUser(emailB)).toHaveLength(0);
    expect(await inspectionsOf(emailB)).toHaveLength(0);
    expect(await photosOfUser(emailA)).toHaveLength(0);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL("**/login");
    await signIn(page, emailA, "field-work-1");
    await expect.poll(() => inspectionsOf(emailA), { timeout: 30_000, interval: 500 }).toHaveLength(1);
    expect((await inspectionsOf(emailA))[0].photo_count).toBe(2);
    expect(await photosOfUser(emailA)).toHaveLength(2);
    expect(await photosOfUser(emailB)).toHaveLength(0);
    await expect.poll(() => page.getByRole("link", { name: /^Waiting to send/ }).count()).toBe(0);
    await context.close();
  });
});
