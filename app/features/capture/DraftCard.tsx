import { Button, Card, Flex, Text } from "@radix-ui/themes";
import type { CameraDraft } from "./drafts";

/** The saved draft on the form step: load it, save the current work over it, or clear it. */
export function DraftCard({ draft, onLoad, onRegenerate, onClear }: { draft: CameraDraft; onLoad: () => void; onRegenerate: () => void; onClear: () => void }) {
  return (
    <Card>
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Flex direction="column">
          <Text weight="bold">Draft Available</Text>
          <Text size="1" color="gray">
            {draft.selectedCompany?.name ?? "No company"} · {draft.photos.length} photos · saved {new Date(draft.timestamp).toLocaleString("en-GB")}
          </Text>
        </Flex>
        <Flex gap="2">
          <Button size="1" variant="soft" onClick={onLoad}>
            Load Draft
          </Button>
          <Button size="1" variant="soft" onClick={onRegenerate}>
            Regenerate
          </Button>
          <Button size="1" variant="soft" color="red" onClick={onClear}>
            Clear Draft
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
