// A secret the server shows once (a new API key, a webhook's signing secret): a read-only field that selects
// itself on focus, with a button to copy it, inside the success message that announced it.
import { CopyIcon } from "@radix-ui/react-icons";
import { Callout, Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { useState } from "react";

export function ShownOnce({ label, copyLabel, value, children }: { label: string; copyLabel: string; value: string; children: React.ReactNode }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Callout.Root color="green" role="status" mb="4" size="2">
      <Callout.Text>{children}</Callout.Text>
      <Flex gap="2" align="center" wrap="wrap" style={{ width: "100%" }}>
        <TextField.Root
          readOnly
          value={value}
          aria-label={label}
          style={{ flex: "1 1 260px", fontFamily: "monospace" }}
          onFocus={(e) => e.currentTarget.select()}
        >
          <TextField.Slot side="right">
            <IconButton type="button" size="1" variant="ghost" aria-label={copied ? "Copied" : copyLabel} onClick={copy}>
              <CopyIcon />
            </IconButton>
          </TextField.Slot>
        </TextField.Root>
        {copied ? <Text size="1">Copied</Text> : null}
      </Flex>
    </Callout.Root>
  );
}
