import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get, ORIGIN, post, signUp, userByEmail } from "./helpers";

const act = (cookie: string, fields: Record<string, string>) => post("/app/profile?_data=routes%2Fapp.profile", fields, { cookie });

function restore(cookie: string, intent: string, text: string) {
  const form = new FormData();
  form.set("intent", intent);
  form.set("file", new File([text], "backup.json", { type: "application/json" }));
  return SELF.fetch(`${ORIGIN}/app/profile?_data=routes%2Fapp.profile`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, Host: "localhost" },
    body: form,
  });
}

describe("profile form", () => {
  it("answers each rule with its message and saves a valid profile; the email never changes", async () => {
    const { cookie, email } = await signUp();
    const bad = await act(cookie, { intent: "profile", firstName: " ", lastName: "", organization: "", address: "", phoneNumber: "12ab" });
    expect(bad.status).toBe(422);
    expect((await bad.json<{ fieldErrors: Record<string, string> }>()).fieldErrors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      organization: "Organization is required",
      address: "Address is required",
      phoneNumber: "Invalid phone number format",
    });
    const profile = { intent: "profile", firstName: "Asha", lastName: "Rao", organization: "Acme Audit", address: "Pune", phoneNumber: "+91 (20) 555-0101" };
    const before = await userByEmail(email);
    const withEmail = await act(cookie, { ...profile, email: "hacker@example.com" });
    expect([withEmail.status, await withEmail.json()]).toEqual([400, { ok: false, intent: "profile", message: "Unknown field: email" }]);
    expect(await userByEmail(email)).toEqual(before);
    const ok = await act(cookie, profile);
    expect(await ok.json()).toMatchObject({ ok: true, message: "Profile updated successfully" });
    expect(await userByEmail(email)).toMatchObject({ first_name: "Asha", organization: "Acme Audit", phone_number: "+91 (20) 555-0101", email });
  });

  it("saves the settings on the server", async () => {
    const { cookie, email } = await signUp();
    await act(cookie, { intent: "settings", emailNotifications: "false", pushNotifications: "true", locationTracking: "false", autoBackup: "true" });
    expect(JSON.parse(String((await userByEmail(email))!.settings))).toMatchObject({
      emailNotifications: false,
      pushNotifications: true,
      locationTracking: false,
      autoBackup: true,
    });
  });

  it("keeps both pages' switches when Profile and Notification Settings are saved at the same moment", async () => {
    const { cookie, email } = await signUp();
    const answers = await Promise.all([
      act(cookie, { intent: "settings", emailNotifications: "true", pushNotifications: "true", locationTracking: "false", autoBackup: "true" }),
      post(
        "/app/notifications?_data=routes%2Fapp.notifications",
        {
          intent: "settings",
          emailNotifications: "true",
          pushNotifications: "true",
          inspectionReminders: "false",
          visitReminders: "false",
          systemUpdates: "true",
        },
        { cookie },
      ),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(JSON.parse(String((await userByEmail(email))!.settings))).toMatchObject({
      locationTracking: false,
      autoBackup: true,
      inspectionReminders: false,
      visitReminders: false,
    });
  });
});

describe("backup and restore", () => {
  it("restores a backup into an empty account with every record, and a second restore adds nothing", async () => {
    const owner = await newInspector();
    const photo = await uploadedPhoto(owner.cookie, crypto.randomUUID());
    await save(owner.cookie, payload(owner.companyId, [photo]));
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await post(
      "/app/scheduling?_data=routes%2Fapp.scheduling",
      { intent: "create", companyId: owner.companyId, scheduledDate: tomorrow, scheduledTime: "10:00", purpose: "Follow-up" },
      { cookie: owner.cookie },
    );
    const res = await get("/app/profile/backup", owner.cookie);
    expect(res.headers.get("Content-Disposition")).toMatch(/attachment; filename="SiteProof_Backup_\d{4}-\d{2}-\d{2}\.json"/);
    const text = await res.text();
    const backup = JSON.parse(text);
    expect(backup).toMatchObject({
      version: "1.0",
      profile: { email: owner.email },
      companies: [expect.any(Object)],
      inspections: [expect.any(Object)],
      visits: [expect.any(Object)],
    });
    expect(backup.exportDate).toMatch(/^\d{4}-/);

    // The same user restores after losing every record; the photos outlive them (a backup carries
    // none, and a sealed inspection comes back only with its photos verifying: restore-edges.test.ts).
    await env.DB.batch([
      env.DB.prepare("UPDATE photos SET inspection_id = NULL WHERE user_id = ?").bind(owner.userId),
      env.DB.prepare("DELETE FROM inspections WHERE user_id = ?").bind(owner.userId),
      env.DB.prepare("DELETE FROM scheduled_visits WHERE user_id = ?").bind(owner.userId),
      env.DB.prepare("DELETE FROM companies WHERE user_id = ?").bind(owner.userId),
    ]);
    const preview = await (await restore(owner.cookie, "restore-preview", text)).json<{ plan: unknown }>();
    expect(preview.plan).toEqual({
      companies: { add: 1, update: 0, skip: 0 },
      inspections: { add: 1, skip: 0 },
      visits: { add: 1, update: 0, skip: 0 },
      leftOut: [],
      leftOutCount: 0,
    });
    expect(await count("SELECT count(*) AS n FROM companies WHERE user_id = ?", owner.userId)).toBe(0);
    expect(await (await restore(owner.cookie, "restore", text)).json()).toMatchObject({ ok: true, message: "Restore complete: 3 added, 0 updated" });
    const again = JSON.parse(await (await get("/app/profile/backup", owner.cookie)).text());
    for (const key of ["companies", "inspections", "visits"]) expect(again[key], key).toEqual(backup[key]);
    expect(await (await restore(owner.cookie, "restore", text)).json()).toMatchObject({ message: "Restore complete: 0 added, 0 updated" });
    expect(await count("SELECT count(*) AS n FROM inspections WHERE user_id = ?", owner.userId)).toBe(1);
  });

  it("keeps newer records, updates older ones, and never touches another user's", async () => {
    const owner = await newInspector();
    const text = await (await get("/app/profile/backup", owner.cookie)).text();
    const backup = JSON.parse(text);
    // The file's company is older than the one here: kept. Then make the file newer: updated.
    await env.DB.prepare("UPDATE companies SET name = 'Renamed Here', updated_at = '2999-01-01T00:00:00.000Z' WHERE user_id = ?").bind(owner.userId).run();
    expect((await (await restore(owner.cookie, "restore-preview", text)).json<{ plan: { companies: unknown } }>()).plan.companies).toEqual({
      add: 0,
      update: 0,
      skip: 1,
    });
    await env.DB.prepare("UPDATE companies SET updated_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?").bind(owner.userId).run();
    await restore(owner.cookie, "restore", text);
    expect((await env.DB.prepare("SELECT name FROM companies WHERE user_id = ?").bind(owner.userId).first<{ name: string }>())!.name).toBe("Acme Cold Storage");

    const other = await signUp();
    const otherId = String((await userByEmail(other.email))!.id);
    expect((await (await restore(other.cookie, "restore-preview", text)).json<{ plan: { companies: unknown } }>()).plan.companies).toEqual({
      add: 0,
      update: 0,
      skip: 1,
    });
    await restore(
      other.cookie,
      "restore",
      JSON.stringify({
        ...backup,
        companies: backup.companies.map((c: { name: string }) => ({ ...c, name: "Stolen", updatedAt: "2999-12-31T00:00:00.000Z" })),
      }),
    );
    expect(await count("SELECT count(*) AS n FROM companies WHERE user_id = ?", otherId)).toBe(0);
    expect((await env.DB.prepare("SELECT name FROM companies WHERE user_id = ?").bind(owner.userId).first<{ name: string }>())!.name).toBe("Acme Cold Storage");
  });

  it("refuses a file that is not a valid backup, and writes nothing", async () => {
    const { cookie } = await signUp();
    for (const [text, message] of [
      ["not json", "This file is not a SiteProof backup (it is not JSON)"],
      [
        JSON.stringify({ version: "2.0", exportDate: new Date().toISOString(), profile: {}, companies: [], inspections: [], visits: [] }),
        "Only backup files of version 1.0 can be restored",
      ],
    ]) {
      const res = await restore(cookie, "restore", text);
      expect(res.status).toBe(400);
      expect((await res.json<{ message: string }>()).message).toContain(message);
    }
  });
});
