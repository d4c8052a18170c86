import { Button, Callout, Flex } from "@radix-ui/themes";
import { CrossCircledIcon } from "@radix-ui/react-icons";

/** A part of the dashboard that could not load: its red message, and a way to try again. */
export function SectionError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <CrossCircledIcon />
      </Callout.Icon>
      <Flex align="center" gap="3" wrap="wrap">
        <Callout.Text>{text}</Callout.Text>
        <Button size="1" variant="soft" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Flex>
    </Callout.Root>
  );
}
