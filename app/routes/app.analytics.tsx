import type { MetaFunction } from "@remix-run/cloudflare";
import { Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";

export const meta: MetaFunction = () => [{ title: "Analytics Dashboard · SiteProof" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Analytics Dashboard" />
      <Text as="p" color="gray">
        Inspection counts, trends and recent activity for the time range you choose.
      </Text>
    </>
  );
}
