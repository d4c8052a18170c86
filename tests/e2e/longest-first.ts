// The browser files longest first, so that no long file starts last and runs alone at the end. A fresh clone
// (CI) has no durations from earlier runs, and Vitest then orders by file size: in one such run fit.test.ts
// started at 449 s and ran 57 s nearly alone. The rest keep Vitest's order. Durations from a run of the tier.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONGEST = [
  "offline", // 85 s
  "scheduling", // 80 s: waits for a real reminder alarm
  "forms-companies",
  "fit", // fourth: it reads the demo app, which seeds meanwhile
  "forms-last",
  "forms-visits",
  "forms-account",
  "forms-evidence",
  "forms-admin",
  "start",
  "company-database",
  "auth-and-shell",
  "on-site",
  "account",
];

const rank = (spec: TestSpecification) => {
  const i = LONGEST.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`));
  return i === -1 ? LONGEST.length : i;
};

export default class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
