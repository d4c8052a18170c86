import { Heading, Text } from "@radix-ui/themes";
import { CheckCircledIcon, ExclamationTriangleIcon } from "@radix-ui/react-icons";
import type { IdentityResult } from "./result";

function Row({ result, text }: { result: IdentityResult; text: string }) {
  return (
    <li>
      {result.level === "ok" ? (
        <CheckCircledIcon color="var(--green-9)" aria-label="Identity check passed" />
      ) : (
        <ExclamationTriangleIcon color="var(--amber-9)" aria-label="Identity warning" />
      )}
      <Text size="2">{text}</Text>
    </li>
  );
}

interface Props {
  results: IdentityResult[];
  /** A card's short form: the warnings, and the passed checks behind a disclosure. */
  brief?: boolean;
}

/** "Identity checks": what the company's CIN, GSTIN and PAN say and whether they agree. Warnings never block. */
export function IdentityChecks({ results, brief = false }: Props) {
  const shown = results.map((r) => ({ result: r, text: r.text }));
  if (shown.length === 0) return null;
  const warnings = shown.filter((s) => s.result.level === "warning");
  const passed = shown.filter((s) => s.result.level === "ok");
  const list = (items: typeof shown) => (
    <ul className="sp-checks sp-identity-checks">
      {items.map((s) => (
        <Row key={s.text} {...s} />
      ))}
    </ul>
  );
  return (
    <section aria-label="Identity checks" className="sp-identity">
      <Heading as="h3" size="2" mb="1">
        Identity checks
        {warnings.length ? <Text color="amber">{` · ${warnings.length} ${warnings.length === 1 ? "warning" : "warnings"}`}</Text> : null}
      </Heading>
      {brief ? (
        <>
          {warnings.length ? list(warnings) : null}
          {passed.length ? (
            <details>
              <summary>
                <Text size="1" color="gray">
                  {passed.length} {passed.length === 1 ? "check" : "checks"} passed
                </Text>
              </summary>
              {list(passed)}
            </details>
          ) : null}
        </>
      ) : (
        list(shown)
      )}
    </section>
  );
}
