import type { MetaFunction } from "@remix-run/cloudflare";
import { Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";

export const meta: MetaFunction = () => [{ title: "Inspection History · SiteProof" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Inspection History" />
      <Text as="p" color="gray">
        Your saved inspections, with their photos and PDF reports.
      </Text>
    </>
  );
}
