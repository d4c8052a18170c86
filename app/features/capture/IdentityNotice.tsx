import { Callout, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { identityChecks, identityWarnings } from "../companies/identity/checks";
import type { PickedCompany } from "./types";

/**
 * The picked company's identity warnings, so the inspector can ask about them on site: in full before
 * the first photo, then as a count. Companies picked from the list bring their checks (with numbers
 * shared by other companies); others (a case's company, one remembered from before) are checked here.
 */
export function IdentityNotice({ company, photoCount }: { company: PickedCompany | null; photoCount: number }) {
  if (!company) return null;
  const warnings = identityWarnings(company.identity ?? identityChecks(company, { year: new Date().getFullYear() }));
  if (warnings.length === 0) return null;
  const title = `${warnings.length} identity ${warnings.length === 1 ? "warning" : "warnings"} for ${company.name}`;
  return (
    <Callout.Root color="amber" size="1" role="note" aria-label="Identity warnings">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        <Text weight="bold">{title}</Text>
        {photoCount === 0 ? (
          <ul className="sp-plain-list">
            {warnings.map((w) => (
              <li key={w.text}>{w.text}</li>
            ))}
          </ul>
        ) : null}
      </Callout.Text>
    </Callout.Root>
  );
}
