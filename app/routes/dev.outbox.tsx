import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Card, Code, Flex, Heading, Text } from "@radix-ui/themes";
import { outboxMails, outboxOpenTo } from "../platform/mail.server";
import { handledLoader, invariantResponse } from "../platform/request.server";

export const meta: MetaFunction = () => [{ title: "Outbox · SiteProof" }];

// The local mail outbox: only for the machine running the app (outboxOpenTo), 404 to anyone else.
export const loader = handledLoader(async ({ request, context }: LoaderFunctionArgs) => {
  invariantResponse(outboxOpenTo(context.cloudflare.env, request), "Not found");
  return json({ mails: await outboxMails(context.db) });
});

const LINK = /(https?:\/\/\S+)/g;

export default function Outbox() {
  const { mails } = useLoaderData<typeof loader>();
  return (
    <main className="sp-page">
      <Heading as="h1" size="6" mb="2">
        Outbox
      </Heading>
      <Text as="p" color="gray" mb="4">
        Mails the local app has sent. In production they go through the mail provider instead.
      </Text>
      {mails.length === 0 ? <Text>No mails sent yet.</Text> : null}
      <Flex direction="column" gap="3">
        {mails.map((mail) => (
          <Card key={mail.id} asChild>
            <article aria-label={mail.subject}>
              <Text as="p" weight="bold">
                {mail.subject}
              </Text>
              <Text as="p" size="2" color="gray">
                To <Code>{mail.to}</Code> · {new Date(mail.createdAt).toLocaleString("en-GB")}
              </Text>
              <Text as="p" size="2" style={{ whiteSpace: "pre-wrap", marginTop: 8 }}>
                {mail.text.split(LINK).map((part, i) =>
                  i % 2 === 1 ? (
                    <a key={i} href={part}>
                      {part}
                    </a>
                  ) : (
                    part
                  ),
                )}
              </Text>
            </article>
          </Card>
        ))}
      </Flex>
    </main>
  );
}
