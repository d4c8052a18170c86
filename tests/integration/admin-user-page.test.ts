// The admin's page of one user (/app/admin/users/<id>) and its forms: only an admin opens it, its forms
// change only that user, and a form of another intent or for another user changes nothing.
import { describe, expect, it } from "vitest";
import { adminSession, get, post, signUp, userByEmail } from "./helpers";

const page = (id: string) => `/app/admin/users/${id}?_data=routes%2Fapp.admin_.users.%24userId`;

describe("a user's details page", () => {
  it("is an admin's only, and 404 for a user that does not exist", async () => {
    const admin = await adminSession();
    const someone = await signUp();
    const id = String((await userByEmail(someone.email))!.id);
    expect((await get(page(id), someone.cookie)).status).toBe(403);
    expect((await post(page(id), { intent: "upgrade", id }, { cookie: someone.cookie })).status).toBe(403);
    expect((await userByEmail(someone.email))!.account_type).toBe("free");
    const seen = await (await get(page(id), admin)).json<{ user: { email: string }; counts: { inspections: number } }>();
    expect(seen.user.email).toBe(someone.email);
    expect(seen.counts.inspections).toBe(0);
    expect((await get(page("no-such-user"), admin)).status).toBe(404);
  });

  it("changes the user it is about, refuses a form for another user or of another intent, and keeps a refused field's text", async () => {
    const admin = await adminSession();
    const [a, b] = [await signUp(), await signUp()];
    const [idA, idB] = [String((await userByEmail(a.email))!.id), String((await userByEmail(b.email))!.id)];
    const upgraded = await post(page(idA), { intent: "upgrade", id: idA }, { cookie: admin });
    expect(upgraded.status).toBe(200);
    expect(await upgraded.json()).toMatchObject({ ok: true, intent: "upgrade", message: "User upgraded to Premium successfully!" });
    expect((await userByEmail(a.email))!.account_type).toBe("premium");

    expect((await post(page(idA), { intent: "upgrade", id: idB }, { cookie: admin })).status).toBe(400);
    expect((await post(page(idA), { intent: "search", email: b.email }, { cookie: admin })).status).toBe(400);
    expect((await userByEmail(b.email))!.account_type).toBe("free");

    const refused = await post(page(idA), { intent: "edit", id: idA, firstName: "", lastName: "Rao", organization: "Tapi Audits" }, { cookie: admin });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      ok: false,
      intent: "edit",
      fieldErrors: { firstName: "First name is required" },
      values: { organization: "Tapi Audits" },
    });
    expect((await userByEmail(a.email))!.organization).not.toBe("Tapi Audits");
  });
});

describe("a verify-link form the browser posted itself", () => {
  it("goes back to the history's evidence page with the answer to show there; a script's post gets the answer", async () => {
    const { cookie } = await signUp();
    const fields = { intent: "create", days: "7" };
    const scripted = await post("/app/evidence/not-mine", fields, { cookie });
    expect(scripted.status).toBe(404);
    expect(await scripted.json()).toMatchObject({ ok: false, message: "Inspection not found" });

    const native = await post("/app/evidence/not-mine", fields, { cookie, headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate" } });
    expect(native.status).toBe(302);
    expect(native.headers.get("Location")).toBe("/app/history?evidence=not-mine");
    expect(native.headers.get("Set-Cookie")).toMatch(/sp_flash=.*Inspection%20not%20found/);
    const back = await get("/app/history?evidence=not-mine", `${cookie}; ${native.headers.get("Set-Cookie")!.split(";")[0]}`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain("Inspection History");
  });
});
