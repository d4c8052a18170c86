import type { MetaFunction } from "@remix-run/cloudflare";
import { Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";

export const meta: MetaFunction = () => [{ title: "Site Inspection · SiteProof" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Site Inspection" />
      <Text as="p" color="gray">
        Pick a company, take geotagged and watermarked photos, and record the assessment.
      </Text>
    </>
  );
}
