// Makes .dev.vars from .dev.vars.example, filling empty secrets with random values; keeps existing values.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const GENERATED = new Set(["SESSION_SECRET", "PASSWORD_PEPPER"]);

export function readVars(file = ".dev.vars") {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
  );
}

export function ensureDevVars() {
  const current = readVars();
  const lines = readFileSync(".dev.vars.example", "utf8").split("\n").map((line) => {
    const m = /^([A-Z_]+)=(.*)$/.exec(line);
    if (!m) return line;
    const [, key, value] = m;
    const next = current[key] || value || (GENERATED.has(key) ? randomBytes(32).toString("base64url") : "");
    return `${key}=${next}`;
  });
  writeFileSync(".dev.vars", lines.join("\n"));
  return readVars();
}
