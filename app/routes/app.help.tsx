import type { MetaFunction } from "@remix-run/cloudflare";
import { Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";

export const meta: MetaFunction = () => [{ title: "Help Center · SiteProof" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Help Center" />
      <Text as="p" color="gray">
        Guides and answers to common questions.
      </Text>
    </>
  );
}
