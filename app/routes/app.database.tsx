import type { MetaFunction } from "@remix-run/cloudflare";
import { Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";

export const meta: MetaFunction = () => [{ title: "Company Database · SiteProof" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Company Database" />
      <Text as="p" color="gray">
        The companies you inspect, with their registration details.
      </Text>
    </>
  );
}
