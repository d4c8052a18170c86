import { Button, Callout, Flex, Text, TextField } from "@radix-ui/themes";
import { Form, Link } from "@remix-run/react";
import { TURNAROUND_RANGES, type TurnaroundRange } from "./range";

/**
 * The range: a link per preset and a GET form for a custom one, so both work before the scripts run.
 * A refused custom range comes back with what was typed and the reason beside the form.
 */
export function RangePicker({ path, range, from, to, problem }: { path: string; range: TurnaroundRange; from: string; to: string; problem: string | null }) {
  return (
    <Flex direction="column" gap="3" mb="4">
      <Flex gap="2" wrap="wrap" asChild>
        <nav aria-label="Range">
          {TURNAROUND_RANGES.filter(([value]) => value !== "custom").map(([value, label]) => (
            <Button key={value} asChild variant={range === value ? "solid" : "soft"}>
              <Link to={`${path}?range=${value}`} aria-current={range === value ? "page" : undefined} preventScrollReset>
                {label}
              </Link>
            </Button>
          ))}
        </nav>
      </Flex>
      <Form method="get" action={path} preventScrollReset>
        <input type="hidden" name="range" value="custom" />
        <Flex gap="2" align="end" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="turnaround-from" size="2" weight="medium">
              From
            </Text>
            <TextField.Root id="turnaround-from" name="from" type="date" defaultValue={from} key={`from-${from}`} required />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="turnaround-to" size="2" weight="medium">
              To
            </Text>
            <TextField.Root id="turnaround-to" name="to" type="date" defaultValue={to} key={`to-${to}`} required />
          </Flex>
          <Button type="submit" variant={range === "custom" ? "solid" : "outline"}>
            Show custom range
          </Button>
        </Flex>
      </Form>
      {problem ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{problem}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}
