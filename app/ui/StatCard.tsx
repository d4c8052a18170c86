import { Card, Text } from "@radix-ui/themes";

/** A labelled figure; its accessible name reads "label: value". */
export function StatCard({ label, value, size = "7" }: { label: string; value: number | string; size?: "6" | "7" }) {
  return (
    <Card>
      <Text as="p" size="2" color="gray">
        {label}
      </Text>
      <Text as="p" size={size} weight="bold" aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Card>
  );
}
