import type { MetaFunction } from "@remix-run/cloudflare";
import { HelpPage } from "../features/support/HelpPage";

export const meta: MetaFunction = () => [{ title: "Help Center · SiteProof" }];

export default function Help() {
  return <HelpPage />;
}
