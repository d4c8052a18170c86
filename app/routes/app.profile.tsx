import type { MetaFunction } from "@remix-run/cloudflare";
import { Text } from "@radix-ui/themes";
import { PageHeader } from "../components/PageHeader";

export const meta: MetaFunction = () => [{ title: "Profile & Settings · SiteProof" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Profile & Settings" />
      <Text as="p" color="gray">
        Your profile, settings, backups and help links.
      </Text>
    </>
  );
}
