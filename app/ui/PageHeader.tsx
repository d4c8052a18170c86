import { Box, Heading, Text } from "@radix-ui/themes";

export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: React.ReactNode }) {
  return (
    <Box mb="5">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      {subtitle ? (
        <Text as="p" color="gray" size="3" mt="1">
          {subtitle}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}
