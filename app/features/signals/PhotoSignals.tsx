// Each photo's signals, from its verified receipt: the evidence dialog and the verify page show it.
import { Heading, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon, InfoCircledIcon } from "@radix-ui/react-icons";
import { signalLines, type SignalSource } from "./signal-lines";

export function PhotoSignals({ photos, headingLevel = "h3" }: { photos: { label: string; receipt: SignalSource | null }[]; headingLevel?: "h2" | "h3" }) {
  const rows = photos.map((p) => ({ label: p.label, lines: signalLines(p.receipt) })).filter((r) => r.lines.length > 0);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="sp-signals-title">
      <Heading as={headingLevel} size={headingLevel === "h2" ? "4" : "3"} id="sp-signals-title" mb="2">
        Photo signals
      </Heading>
      <Text as="p" size="1" color="gray" mb="2">
        Signals, not proof: what the server saw when each photo arrived, signed into its receipt.
      </Text>
      <ul className="sp-signal-list" aria-label="Photo signals">
        {rows.map((r) => (
          <li key={r.label}>
            <Text as="div" size="2" weight="bold">
              {r.label}
            </Text>
            <ul>
              {r.lines.map((l) => (
                <li key={l.text}>
                  <Text size="2" color={l.warn ? "orange" : "gray"}>
                    {l.warn ? <ExclamationTriangleIcon aria-hidden="true" /> : <InfoCircledIcon aria-hidden="true" />} {l.text}
                  </Text>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
