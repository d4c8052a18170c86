// Issue 44: a case's capture answers its checklist, checked on the server against the exact published version
// it was given with, and sealed with the photos. A mismatch is one 422 naming the problems, and nothing is
// stored; a changed answer breaks the seal; a capture answered with version 1 stays version 1's after version 2
// is published. A case whose checklist resolves must be answered with it; personal captures and cases without a
// checklist keep the seven questions. Checklist rows are
// written straight into D1 (the checklists' own pages are tested by their own files).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "../../app/platform/db/db.server";
import { type ChecklistDefinition, definitionHash, type Question, questionsOf } from "../../app/features/checklists/definition";
import { publishedVersion } from "../../app/features/checklists/mapping.server";
import { PUBLIC_FIELDS, type SealBody, SEALED_FIELDS } from "../../app/features/evidence/seal";
import { verifyInspection } from "../../app/features/evidence/verify.server";
import { toHex } from "../../app/platform/encoding";
import { cleanUpExpired } from "../../workers/cleanup";
import { join, newCase, newOrg } from "./allocation-factories";
import { residence as sharedResidence } from "../fixtures/residence-checklist";
import { count, newInspector, payload, save, uploadedPhoto } from "./capture-helpers";
import { get } from "./helpers";

const db = () => getDb(env.DB);

/** A 1×1 PNG, as a signature pad's canvas would give (smaller). */
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const SIGNATURE = `data:image/png;base64,${PNG_BASE64}`;
const pngBytes = () => Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));

/** The shared Residence checklist, with a photo question that takes two or three photos. */
const HOUSE_PHOTOS: Question = { id: "house_photos", label: "House photos", required: false, type: "photo", minPhotos: 2, maxPhotos: 3 };
const residence = (version: number, extra: Question[] = []) => sharedResidence(version, [HOUSE_PHOTOS, ...extra]);

/** A checklist of the organization with its published versions; mapped to Residence unless told not to. */
async function checklist(orgId: string, versions: ChecklistDefinition[], o: { map?: boolean } = {}) {
  const id = crypto.randomUUID();
  await db().insert(schema.checklists).values({ id, organizationId: orgId, title: "Residence", verificationType: "residence" });
  for (const definition of versions) await publish(id, definition);
  if (o.map !== false) await db().insert(schema.checklistMappings).values({ organizationId: orgId, verificationType: "residence", checklistId: id });
  return id;
}

async function publish(checklistId: string, definition: ChecklistDefinition) {
  await db()
    .insert(schema.checklistVersions)
    .values({
      checklistId,
      version: definition.version,
      definition,
      definitionHash: await definitionHash(definition),
      publishedAt: new Date().toISOString(),
    });
}

async function team() {
  const org = await newOrg();
  const inspector = await newInspector();
  const inspectorId = await join(org.id, inspector.email, "inspector");
  return { org, inspector, inspectorId };
}
type Team = Awaited<ReturnType<typeof team>>;

/** A Residence case assigned to the team's inspector. */
const residenceCase = (t: Team, o: Partial<typeof schema.cases.$inferInsert> = {}) =>
  newCase(t.org, { assigneeId: t.inspectorId, verificationType: "residence", ...o });

/** A capture for the case with two photos uploaded for it; `answers` gets the first photo's id. */
async function capture(t: Team, caseId: string, checklistPart: ((photos: string[]) => Record<string, unknown>) | null, extra: Record<string, unknown> = {}) {
  const draft = crypto.randomUUID();
  const photos = [await uploadedPhoto(t.inspector.cookie, draft), await uploadedPhoto(t.inspector.cookie, draft)];
  const body = payload(t.org.companyId, photos, {
    case: { id: caseId, metName: "Ravi Shah", metRole: "Applicant" },
    ...(checklistPart ? { assessment: undefined, checklist: checklistPart(photos) } : {}),
    ...extra,
  });
  return { body, photos, id: body.id as string };
}

const goodAnswers = (photos: string[]) => ({
  person_met: "applicant",
  family: "4",
  nameplate_matches: "no",
  nameplate_photo: [photos[0]],
  signature: SIGNATURE,
});
const answered = (checklistId: string, version: number, answers: (photos: string[]) => Record<string, unknown>) => (photos: string[]) => ({
  checklistId,
  version,
  answers: answers(photos),
});

/** Nothing of a refused save is stored: no inspection, no photo attached, no signature, the case unchanged. */
async function nothingStored(inspectionId: string, photos: string[], caseId: string) {
  expect(await count("SELECT COUNT(*) AS n FROM inspections WHERE id = ?", inspectionId)).toBe(0);
  expect(await count(`SELECT COUNT(*) AS n FROM photos WHERE id IN (?, ?) AND inspection_id IS NOT NULL`, ...photos)).toBe(0);
  expect((await env.PHOTOS.list({ prefix: `signatures/${inspectionId}/` })).objects).toEqual([]);
  const found = await env.DB.prepare("SELECT status, inspection_id FROM cases WHERE id = ?").bind(caseId).first();
  expect(found).toEqual({ status: "assigned", inspection_id: null });
  expect(await count("SELECT COUNT(*) AS n FROM case_events WHERE case_id = ?", caseId)).toBe(0);
}

const storedRow = (id: string) =>
  env.DB.prepare("SELECT checklist_id, checklist_version, checklist_answers, overall_position, activity_level, seal FROM inspections WHERE id = ?")
    .bind(id)
    .first<{
      checklist_id: string | null;
      checklist_version: number | null;
      checklist_answers: string | null;
      overall_position: string;
      activity_level: string;
      seal: string;
    }>();

describe("a case's checklist answers", () => {
  it("refuses answers that do not match the version with 422 naming the problems, and stores nothing", async () => {
    const t = await team();
    const listId = await checklist(t.org.id, [residence(1)]);
    const cases: [string, (photos: string[]) => Record<string, unknown>, string][] = [
      ["unknown question", (ph) => ({ ...goodAnswers(ph), floor: "2" }), "Unknown question: floor"],
      ["wrong choice", (ph) => ({ ...goodAnswers(ph), person_met: "neighbour" }), 'Person met: "neighbour" is not one of its choices'],
      ["missing required", (ph) => ({ ...goodAnswers(ph), nameplate_matches: "" }), "Nameplate matches the applicant? is required"],
      ["number out of range", (ph) => ({ ...goodAnswers(ph), family: 31 }), "Family members must be at most 30 persons"],
      ["too few photos", (ph) => ({ ...goodAnswers(ph), house_photos: [ph[1]] }), "House photos needs at least 2 photos"],
      [
        "photo not in the capture",
        (ph) => ({ ...goodAnswers(ph), nameplate_photo: [crypto.randomUUID()] }),
        "Nameplate photo: a photo is not one of this capture's photos",
      ],
      [
        "not a PNG",
        (ph) => ({ ...goodAnswers(ph), signature: "data:image/png;base64,/9j/4AAQSkZJRgABAQ==" }),
        "Signature of the person met must be a signature image",
      ],
      ["a hash without its image", (ph) => ({ ...goodAnswers(ph), signature: "ab".repeat(32) }), "Signature of the person met must be a signature image"],
      ["unsigned", (ph) => ({ ...goodAnswers(ph), signature: "" }), "Signature of the person met must be signed"],
    ];
    for (const [what, answers, message] of cases) {
      const caseId = await residenceCase(t);
      const c = await capture(t, caseId, answered(listId, 1, answers));
      const res = await save(t.inspector.cookie, c.body);
      expect(res.status, what).toBe(422);
      const body = await res.json<{ ok: boolean; message: string; fieldErrors?: Record<string, string> }>();
      expect(body.message, what).toBe(`The answers do not match version 1 of the checklist: ${message}.`);
      expect(Object.values(body.fieldErrors ?? {}), what).toEqual([message]);
      await nothingStored(c.id, c.photos, caseId);
    }

    // Several problems at once are named together, each under its question.
    const caseId = await residenceCase(t);
    const c = await capture(
      t,
      caseId,
      answered(listId, 1, (ph) => ({ ...goodAnswers(ph), person_met: "x", family: 0 })),
    );
    const res = await save(t.inspector.cookie, c.body);
    expect(await res.json()).toMatchObject({
      message: 'The answers do not match version 1 of the checklist: Person met: "x" is not one of its choices; Family members must be at least 1 persons.',
      fieldErrors: { person_met: 'Person met: "x" is not one of its choices', family: "Family members must be at least 1 persons" },
    });
    await nothingStored(c.id, c.photos, caseId);
  });

  it("refuses a case capture without its checklist's answers, answers to another checklist or an unpublished version", async () => {
    const t = await team();
    const listId = await checklist(t.org.id, [residence(1)]);
    const other = await checklist(t.org.id, [residence(1)], { map: false });
    // The seven questions instead of the case's checklist: refused by name, nothing stored.
    const caseWithout = await residenceCase(t);
    const before = await capture(t, caseWithout, null);
    const without = await save(t.inspector.cookie, before.body);
    expect(without.status).toBe(422);
    const message = "This case is answered with its checklist, and the capture sent no answers to it. Open the case's capture again to answer it.";
    expect(await without.json()).toMatchObject({ ok: false, message, fieldErrors: { checklist: message } });
    await nothingStored(before.id, before.photos, caseWithout);
    const refusals: [(photos: string[]) => Record<string, unknown>, string][] = [
      [answered(other, 1, goodAnswers), "These answers are for another checklist than the case's."],
      [answered(listId, 2, goodAnswers), "Version 2 of the case's checklist is not published."],
    ];
    for (const [part, message] of refusals) {
      const caseId = await residenceCase(t);
      const c = await capture(t, caseId, part);
      const res = await save(t.inspector.cookie, c.body);
      expect(res.status, message).toBe(422);
      expect((await res.json<{ message: string }>()).message).toBe(message);
      await nothingStored(c.id, c.photos, caseId);
    }
    // A case naming its own checklist takes that one, not its type's.
    const named = await residenceCase(t, { checklistId: other });
    const c = await capture(t, named, answered(listId, 1, goodAnswers));
    expect((await (await save(t.inspector.cookie, c.body)).json<{ message: string }>()).message).toBe(
      "These answers are for another checklist than the case's.",
    );
    const right = await capture(t, named, answered(other, 1, goodAnswers));
    expect((await save(t.inspector.cookie, right.body)).status).toBe(201);
  });

  it("saves correct answers with their version, keeps the signature in R2 under its SHA-256, and seals them", async () => {
    const t = await team();
    const listId = await checklist(t.org.id, [residence(1)]);
    const caseId = await residenceCase(t);
    const c = await capture(t, caseId, answered(listId, 1, goodAnswers));
    expect((await save(t.inspector.cookie, c.body)).status).toBe(201);

    const sha256 = toHex(await crypto.subtle.digest("SHA-256", pngBytes()));
    const answers = { person_met: "applicant", family: 4, nameplate_matches: "no", nameplate_photo: [c.photos[0]], signature: sha256 };
    const row = (await storedRow(c.id))!;
    expect(row).toMatchObject({ checklist_id: listId, checklist_version: 1, overall_position: "", activity_level: "" });
    expect(JSON.parse(row.checklist_answers!)).toEqual(answers);
    const object = await env.PHOTOS.get(`signatures/${c.id}/signature.png`);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(pngBytes());
    expect(await env.DB.prepare("SELECT status, inspection_id FROM cases WHERE id = ?").bind(caseId).first()).toEqual({
      status: "submitted",
      inspection_id: c.id,
    });

    const seal = JSON.parse(row.seal) as SealBody;
    expect(seal.record.checklist).toEqual({ checklistId: listId, version: 1, definitionHash: await definitionHash(residence(1)), answers });
    const verified = (await verifyInspection(env, db(), c.id))!;
    expect(verified.status).toBe("verified");
    expect(verified.checks.find((x) => x.label === "Inspection record")!.detail).toBe(`All ${SEALED_FIELDS.length + 1} sealed fields match the stored record.`);

    // One stored answer changed, then the version: each breaks the seal, as a changed photo does.
    await env.DB.prepare("UPDATE inspections SET checklist_answers = json_set(checklist_answers, '$.nameplate_matches', 'yes') WHERE id = ?").bind(c.id).run();
    let broken = (await verifyInspection(env, db(), c.id))!;
    expect(broken.status).toBe("broken");
    expect(broken.summary).toBe("The seal is broken: Changed after sealing: checklist.");
    await env.DB.prepare("UPDATE inspections SET checklist_answers = ?, checklist_version = 2 WHERE id = ?").bind(row.checklist_answers, c.id).run();
    expect((await verifyInspection(env, db(), c.id))!.status).toBe("broken");
    await env.DB.prepare("UPDATE inspections SET checklist_version = 1, checklist_id = NULL WHERE id = ?").bind(c.id).run();
    broken = (await verifyInspection(env, db(), c.id))!;
    expect(broken.summary).toBe("The seal is broken: Changed after sealing: checklist.");
    await env.DB.prepare("UPDATE inspections SET checklist_id = ? WHERE id = ?").bind(listId, c.id).run();
    expect((await verifyInspection(env, db(), c.id))!.status).toBe("verified");
  });

  it("keeps version 1's questions for an inspection answered with it, and accepts a capture sent with version 1 after version 2", async () => {
    const t = await team();
    const listId = await checklist(t.org.id, [residence(1)]);
    const first = await capture(t, await residenceCase(t), answered(listId, 1, goodAnswers));
    expect((await save(t.inspector.cookie, first.body)).status).toBe(201);

    // Answered offline with version 1 while version 2 (a new required question) is published.
    const offline = await capture(t, await residenceCase(t), answered(listId, 1, goodAnswers));
    const v2 = residence(2, [{ id: "neighbour", label: "Neighbour confirms?", required: true, type: "yes_no", redFlag: ["no"] }]);
    await publish(listId, v2);
    expect((await save(t.inspector.cookie, offline.body)).status).toBe(201);
    expect(await storedRow(offline.id)).toMatchObject({ checklist_version: 1 });

    for (const id of [first.id, offline.id]) {
      const row = (await storedRow(id))!;
      const read = (await publishedVersion(db(), t.org.id, row.checklist_id!, row.checklist_version!))!;
      expect(questionsOf(read.definition).map((q) => q.id)).not.toContain("neighbour");
      expect((await verifyInspection(env, db(), id))!.status).toBe("verified");
    }

    // Version 2 is checked as version 2: its new required question must be answered.
    const caseId = await residenceCase(t);
    const missing = await capture(t, caseId, answered(listId, 2, goodAnswers));
    const res = await save(t.inspector.cookie, missing.body);
    expect(res.status).toBe(422);
    expect((await res.json<{ message: string }>()).message).toBe("The answers do not match version 2 of the checklist: Neighbour confirms? is required.");
    await nothingStored(missing.id, missing.photos, caseId);
    const full = await capture(
      t,
      await residenceCase(t),
      answered(listId, 2, (ph) => ({ ...goodAnswers(ph), neighbour: "yes" })),
    );
    expect((await save(t.inspector.cookie, full.body)).status).toBe(201);
    expect(await storedRow(full.id)).toMatchObject({ checklist_version: 2 });
  });

  it("keeps the seven questions for a case without a checklist and a personal capture, sealed as before", async () => {
    const t = await team();
    // "Other" cases get no built-in checklist: they answer the seven questions.
    await checklist(t.org.id, [residence(1)]);
    const office = await residenceCase(t, { verificationType: "other" });
    const withList = await capture(t, office, answered("any", 1, goodAnswers));
    const refused = await save(t.inspector.cookie, withList.body);
    expect(refused.status).toBe(422);
    expect((await refused.json<{ message: string }>()).message).toBe("This case has no checklist: answer the inspection's questions instead.");
    await nothingStored(withList.id, withList.photos, office);

    const noAssessment = await capture(t, office, null, { assessment: undefined });
    const missing = await save(t.inspector.cookie, noAssessment.body);
    expect(missing.status).toBe(422);
    expect((await missing.json<{ message: string }>()).message).toBe("Please fill in all required inspection fields.");

    const seven = await capture(t, office, null);
    expect((await save(t.inspector.cookie, seven.body)).status).toBe(201);

    const personalPhoto = await uploadedPhoto(t.inspector.cookie, crypto.randomUUID());
    const personal = payload(t.inspector.companyId, [personalPhoto]);
    const personalWithList = { ...personal, checklist: { checklistId: "any", version: 1, answers: {} } };
    const r = await save(t.inspector.cookie, personalWithList);
    expect(r.status).toBe(422);
    expect((await r.json<{ message: string }>()).message).toBe("A checklist is answered only for an organization's case.");
    expect((await save(t.inspector.cookie, personal)).status).toBe(201);

    for (const id of [seven.id, personal.id as string]) {
      const row = (await storedRow(id))!;
      expect(row).toMatchObject({ checklist_id: null, checklist_version: null, checklist_answers: null, overall_position: "satisfactory" });
      // The seal's record is exactly the public fields, as every seal made before checklists.
      expect(Object.keys((JSON.parse(row.seal) as SealBody).record).sort()).toEqual([...PUBLIC_FIELDS].sort());
      const verified = (await verifyInspection(env, db(), id))!;
      expect(verified.status).toBe("verified");
      expect(verified.checks.find((x) => x.label === "Inspection record")!.detail).toBe(`All ${SEALED_FIELDS.length} sealed fields match the stored record.`);
    }
  });

  it("installs an older organization's built-ins when the capture opens, never on the save, and gives the capture its checklist", async () => {
    const t = await team();
    const builtIns = () => count("SELECT COUNT(*) AS n FROM checklists WHERE organization_id = ?", t.org.id);
    // No built-ins yet (an organization made before checklists): the save only reads, and finds none.
    const early = await residenceCase(t);
    const seven = await capture(t, early, null);
    expect((await save(t.inspector.cookie, seven.body)).status).toBe(201);
    expect(await builtIns()).toBe(0);

    const caseId = await residenceCase(t);
    const res = await get(`/app/camera?case=${caseId}&org=${t.org.code}&_data=routes%2Fapp.camera`, t.inspector.cookie);
    expect(res.status).toBe(200);
    const data = await res.json<{ forCase: { checklist: { title: string; version: number; definition: ChecklistDefinition } } }>();
    expect(await builtIns()).toBe(4);
    expect(data.forCase.checklist).toMatchObject({ title: "Residence verification", version: 1, definition: { id: "residence" } });
  });

  it("removes a capture's signatures with its evidence when the retention rule removes it", async () => {
    const t = await team();
    const listId = await checklist(t.org.id, [residence(1)]);
    const caseId = await residenceCase(t);
    const c = await capture(t, caseId, answered(listId, 1, goodAnswers));
    expect((await save(t.inspector.cookie, c.body)).status).toBe(201);
    expect(await env.PHOTOS.head(`signatures/${c.id}/signature.png`)).not.toBeNull();
    await env.DB.batch([
      env.DB.prepare("UPDATE organizations SET evidence_retention_years = 5 WHERE id = ?").bind(t.org.id),
      env.DB.prepare("UPDATE cases SET status = 'verified', disposed_at = ? WHERE id = ?").bind(
        new Date(Date.now() - 6 * 366 * 86_400_000).toISOString(),
        caseId,
      ),
    ]);
    await cleanUpExpired(env);
    expect(await count("SELECT COUNT(*) AS n FROM inspections WHERE id = ?", c.id)).toBe(0);
    expect(await env.PHOTOS.head(`signatures/${c.id}/signature.png`)).toBeNull();
  });
});
