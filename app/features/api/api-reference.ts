// The developers' page's endpoints, read from the OpenAPI document: each operation with a curl example (its
// request example as the body, a placeholder for each path parameter).
import type { ReferenceOperation } from "./ApiReferencePage";

type Op = {
  summary?: string;
  description?: string;
  "x-scope"?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
};

export function referenceOperations(doc: { paths: Record<string, Record<string, unknown>> }, origin: string): ReferenceOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Op>).map(([method, op]) => {
      const example = op.requestBody?.content?.["application/json"]?.example;
      const url = origin + path.replace(/\{(\w+)\}/g, (_, name: string) => `<${name.replace(/Id$/, " id").replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}>`);
      const lines = [`curl${method === "get" ? "" : ` -X ${method.toUpperCase()}`} '${url}'`];
      if (op.security) lines.push(`  -H 'Authorization: Bearer $SITEPROOF_KEY'`);
      if (example !== undefined) lines.push(`  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(example, null, 2).replace(/'/g, "'\\''")}'`);
      return {
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? "",
        ...(op.description ? { description: op.description } : {}),
        ...(op["x-scope"] ? { scope: op["x-scope"] } : {}),
        curl: lines.join(" \\\n"),
      };
    }),
  );
}
