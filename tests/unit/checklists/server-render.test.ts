// What the server's page holds before the scripts run: the editor's form field is the JSON text area (the one
// field named "definition"), and the questions render with their labels, required marks and help.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { residenceChecklist } from "../../../app/features/checklists/built-in/residence";
import { ChecklistEditor } from "../../../app/features/checklists/ChecklistEditor";
import { ChecklistQuestions } from "../../../app/features/checklists/ChecklistQuestions";
import { residence } from "../../fixtures/residence-checklist";

const fields = (html: string) => [...html.matchAll(/<(textarea|input)[^>]*name="definition"[^>]*>/g)].map((m) => m[1]);

describe("ChecklistEditor on the server", () => {
  it("renders one field named definition: a text area holding the checklist's JSON", () => {
    const html = renderToString(createElement(ChecklistEditor, { initial: residenceChecklist }));
    expect(fields(html)).toEqual(["textarea"]);
    const text = /<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? "";
    const json = text
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
    expect(JSON.parse(json)).toEqual(residenceChecklist);
  });

  it("gives a read-only version no field at all", () => {
    expect(fields(renderToString(createElement(ChecklistEditor, { initial: residenceChecklist, readOnly: true })))).toEqual([]);
  });
});

describe("ChecklistQuestions on the server", () => {
  it("renders the first step's questions asked, with required marks, limits, red flags and the missing list", () => {
    const html = renderToString(
      createElement(ChecklistQuestions, {
        definition: residence(),
        answers: { person_met: "none", nameplate_matches: "no" },
        onChange: () => {},
        photoCounts: {},
        onAddPhoto: () => {},
        missing: [{ questionId: "person_met", need: "answer", message: "Answer “Person met”" }],
      }),
    );
    expect(html).toContain("Step 1 of 2");
    expect(html).toContain("Answer “Person met”");
    expect(html).toContain("Between 1 and 30 persons");
    expect(html).toContain("Red flag");
    expect(html).not.toContain("Relation to the applicant");
    expect(html).toContain("(required)");
    expect(html).not.toContain("Nameplate photo");
  });
});
