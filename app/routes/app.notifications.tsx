import type { MetaFunction } from "@remix-run/cloudflare";
import { Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";

export const meta: MetaFunction = () => [{ title: "Notifications · SiteProof" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Notifications" />
      <Text as="p" color="gray">
        Visit reminders and messages from your administrators.
      </Text>
    </>
  );
}
