import { Text } from "@radix-ui/themes";
import { CheckCircledIcon, CrossCircledIcon, ExclamationTriangleIcon, InfoCircledIcon } from "@radix-ui/react-icons";
import type { SiteCheck } from "../../platform/db/schema";
import { SITE_CHECK_CAVEAT } from "./format";

interface Check {
  label: string;
  ok: boolean;
  detail: string;
}

/** Near the site passes; far or a poor fix warns; nothing to compare with (no site, no fix, a site pinned by these photos) is only noted. */
function SiteIcon({ verdict }: { verdict: SiteCheck["verdict"] }) {
  if (verdict === "on-site") return <CheckCircledIcon color="var(--green-9)" aria-label="Passed" />;
  if (verdict === "far" || verdict === "poor-accuracy") return <ExclamationTriangleIcon color="var(--amber-9)" aria-label="Warning" />;
  return <InfoCircledIcon color="var(--gray-9)" aria-label="Not compared" />;
}

/** The checks of an inspection's evidence, then its on-site check (a warning, never a failure). */
export function CheckList({ checks, site }: { checks: Check[]; site: SiteCheck | null }) {
  return (
    <ul className="sp-checks">
      {checks.map((c) => (
        <li key={c.label}>
          {c.ok ? <CheckCircledIcon color="var(--green-9)" aria-label="Passed" /> : <CrossCircledIcon color="var(--red-9)" aria-label="Failed" />}
          <div>
            <Text weight="bold">{c.label}</Text>
            <Text as="p" size="2" color="gray">
              {c.detail}
            </Text>
          </div>
        </li>
      ))}
      {site ? (
        <li>
          <SiteIcon verdict={site.verdict} />
          <div>
            <Text weight="bold">On-site check</Text>
            <Text as="p" size="2" color="gray">
              {site.text}. {SITE_CHECK_CAVEAT}
            </Text>
          </div>
        </li>
      ) : null}
    </ul>
  );
}
