import type { MetaFunction } from "@remix-run/cloudflare";
import { Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";

export const meta: MetaFunction = () => [{ title: "Support Center · SiteProof" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Support Center" />
      <Text as="p" color="gray">
        System status, troubleshooting and quick fixes.
      </Text>
    </>
  );
}
