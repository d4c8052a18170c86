import type { MetaFunction } from "@remix-run/cloudflare";
import { Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";

export const meta: MetaFunction = () => [{ title: "Scheduling · SiteProof" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Scheduling" subtitle="Plan your site visits" />
      <Text as="p" color="gray">
        Upcoming and past visits, with reminders before each one.
      </Text>
    </>
  );
}
