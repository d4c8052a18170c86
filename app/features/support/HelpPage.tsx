// The Help Center. Each answer is a <details>, so it opens before the page's scripts run (and without them).
import { Link } from "@remix-run/react";
import { Button, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { PageHeader } from "../../ui/PageHeader";
import { HELP_FAQ, HELP_FEATURES, HELP_QUICK } from "./help-content";

export function HelpPage() {
  return (
    <>
      <PageHeader title="Help Center" subtitle="Guides and answers to common questions." />
      <Grid columns={{ initial: "2", md: "4" }} gap="3" mb="5">
        {HELP_QUICK.map(({ icon: Icon, title, text, to, href }) => {
          const inside = (
            <>
              <Icon aria-hidden="true" />
              <Text weight="bold">{title}</Text>
              <Text size="2" color="gray">
                {text}
              </Text>
            </>
          );
          return (
            <Card key={title} asChild>
              {to ? (
                <Link to={to} className="sp-card-link">
                  {inside}
                </Link>
              ) : (
                <a href={href} className="sp-card-link">
                  {inside}
                </a>
              )}
            </Card>
          );
        })}
      </Grid>
      <Heading as="h2" size="5" mb="3">
        App Features
      </Heading>
      <Grid columns={{ initial: "1", sm: "2", md: "3" }} gap="3" mb="5">
        {HELP_FEATURES.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <Flex gap="2" align="center" mb="1">
              <Icon aria-hidden="true" />
              <Text weight="bold">{title}</Text>
            </Flex>
            <Text size="2" color="gray">
              {text}
            </Text>
          </Card>
        ))}
      </Grid>
      <Heading as="h2" size="5" mb="3">
        Frequently Asked Questions
      </Heading>
      <Flex direction="column" gap="4" mb="5">
        {HELP_FAQ.map(([category, questions]) => (
          <section key={category} aria-label={category}>
            <Heading as="h3" size="3" mb="2">
              {category}
            </Heading>
            <Flex direction="column" gap="1">
              {questions.map(([q, a]) => (
                <Card key={q} size="1" asChild>
                  <details>
                    <summary className="sp-faq-q">{q}</summary>
                    <Text as="p" size="2" color="gray" mt="2">
                      {a}
                    </Text>
                  </details>
                </Card>
              ))}
            </Flex>
          </section>
        ))}
      </Flex>
      <Card>
        <Heading as="h2" size="4" mb="2">
          Still Need Help?
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          Our team answers within 24 hours, and within 4 hours for Premium accounts.
        </Text>
        <Flex gap="2">
          <Button asChild>
            <Link to="/app/contact">Contact Support</Link>
          </Button>
          <Button variant="soft" asChild>
            <a href="tel:+912040001234">Request Call</a>
          </Button>
        </Flex>
      </Card>
    </>
  );
}
