import { Callout, Flex, Text } from "@radix-ui/themes";
import { CheckCircledIcon, ExclamationTriangleIcon, InfoCircledIcon } from "@radix-ui/react-icons";
import type { SiteCheck } from "../../platform/db/schema";

const TRUST_NOTE = "A trust signal, not proof: the check uses the position this device reports.";

/** The on-site check of the photos taken so far, shown before the inspector saves and leaves. Nothing here blocks saving. */
export function SiteCheckNotice({ check, companyName, pinsSite }: { check: SiteCheck; companyName: string; pinsSite: boolean }) {
  if (check.photos === 0) return null;
  if (check.verdict === "far" || check.verdict === "poor-accuracy") {
    const far = check.verdict === "far";
    return (
      <Callout.Root color={far ? "red" : "amber"} role="alert" variant="surface">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Flex direction="column" gap="1">
          <Callout.Text>
            {far ? (
              <>
                <strong>These photos look far from the site:</strong> {check.text}. Check you are at {companyName} before you leave.
              </>
            ) : (
              <>
                <strong>Cannot confirm you are on site:</strong> {check.text}. Wait for a better fix or move into the open before you leave.
              </>
            )}
          </Callout.Text>
          <Text as="p" size="1" color="gray">
            {TRUST_NOTE}
          </Text>
        </Flex>
      </Callout.Root>
    );
  }
  if (check.verdict === "on-site") {
    return (
      <Text as="p" size="2" color="green" role="status">
        <CheckCircledIcon aria-hidden="true" style={{ verticalAlign: "-2px", marginRight: 6 }} />
        On site: {check.text}.{" "}
        <Text color="gray" size="1">
          (A trust signal, not proof.)
        </Text>
      </Text>
    );
  }
  return (
    <Text as="p" size="2" color="gray">
      <InfoCircledIcon aria-hidden="true" style={{ verticalAlign: "-2px", marginRight: 6 }} />
      {check.verdict !== "no-site"
        ? "The photos carry no location, so the distance to the site cannot be checked."
        : pinsSite
          ? `No site location on record for ${companyName} yet. Saving sets it where these photos were taken, if the GPS fix is good, and later inspections are checked against it.`
          : `No site location on record for ${companyName} yet, so the distance to the site is not checked.`}
    </Text>
  );
}
