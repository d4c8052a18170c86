import type { MetaFunction } from "@remix-run/cloudflare";
import { Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";

export const meta: MetaFunction = () => [{ title: "Contact Support · SiteProof" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Contact Support" />
      <Text as="p" color="gray">
        Reach the SiteProof support team.
      </Text>
    </>
  );
}
