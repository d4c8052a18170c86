import { describe, expect, it } from "vitest";
import { BUILT_IN_CHECKLISTS } from "../../../app/features/checklists/built-in";
import {
  asVersion,
  CHECKLIST_MESSAGES,
  copyTitle,
  definitionText,
  exportFileName,
  MAX_DEFINITION_CHARS,
  parseDefinitionText,
} from "../../../app/features/checklists/checklist-text";
import { CHECKLIST_LIMITS } from "../../../app/features/checklists/definition";

const residence = BUILT_IN_CHECKLISTS[0];

describe("parseDefinitionText", () => {
  it("reads back what an export wrote", () => {
    expect(parseDefinitionText(definitionText(residence))).toEqual({ ok: true, definition: residence });
  });

  it("refuses empty, over-long, deeply nested and non-JSON text with one sentence each", () => {
    expect(parseDefinitionText("  ")).toEqual({ ok: false, problems: [CHECKLIST_MESSAGES.empty] });
    expect(parseDefinitionText(" ".repeat(MAX_DEFINITION_CHARS) + "{}")).toEqual({ ok: false, problems: [CHECKLIST_MESSAGES.tooLong] });
    expect(parseDefinitionText("[".repeat(17) + "]".repeat(17))).toEqual({ ok: false, problems: [CHECKLIST_MESSAGES.tooDeep] });
    const notJson = parseDefinitionText("{ title: 1 }");
    expect(!notJson.ok && notJson.problems[0]).toMatch(/^The checklist is not valid JSON: /);
  });

  it("refuses control characters hidden in JSON escapes", () => {
    expect(parseDefinitionText(JSON.stringify({ ...residence, title: "A\u0007B" }))).toEqual({ ok: false, problems: [CHECKLIST_MESSAGES.control] });
  });

  it("passes a definition's own problems through", () => {
    const result = parseDefinitionText(JSON.stringify({ ...residence, sections: [] }));
    expect(result.ok).toBe(false);
  });
});

describe("versions, copies and file names", () => {
  it("gives a definition its version's number", () => {
    expect(asVersion(residence, 3)).toEqual({ ...residence, version: 3 });
  });

  it("names a copy within a title's limit", () => {
    expect(copyTitle("Residence verification")).toBe("Residence verification (copy)");
    expect(copyTitle("x".repeat(CHECKLIST_LIMITS.label)).length).toBe(CHECKLIST_LIMITS.label);
  });

  it("names a download after the title and version", () => {
    expect(exportFileName("Residence verification (copy)", 2)).toBe("residence-verification-copy-v2.json");
    expect(exportFileName("—", 1)).toBe("checklist-v1.json");
  });
});
