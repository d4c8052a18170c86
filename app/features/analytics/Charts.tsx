import { Flex, Text } from "@radix-ui/themes";
import { charsThatFit, labelLines } from "./chart-labels";

/** A label's second line, below its first. */
const LINE = 13;

/** Vertical bars as SVG; the accessible name reads out every value. */
export function BarChart({ title, data }: { title: string; data: { label: string; count: number }[] }) {
  const max = Math.max(1, ...data.map((d) => d.count));
  const w = 300;
  const h = 140;
  const slot = w / data.length;
  const labels = data.map((d) => labelLines(d.label, charsThatFit(slot)));
  const labelHeight = 24 + (labels.some((l) => l.length > 1) ? LINE : 0);
  return (
    <svg
      viewBox={`0 0 ${w} ${h + labelHeight}`}
      role="img"
      aria-label={`${title}: ${data.map((d) => `${d.label} ${d.count}`).join(", ")}`}
      className="sp-chart"
    >
      <title>{title}</title>
      {data.map((d, n) => {
        const barH = (d.count / max) * (h - 18);
        return (
          <g key={d.label}>
            <rect x={n * slot + slot * 0.2} y={h - barH} width={slot * 0.6} height={barH} rx={4} fill="var(--accent-9)" />
            <text x={n * slot + slot / 2} y={h - barH - 4} textAnchor="middle" fontSize="11" fill="var(--gray-12)">
              {d.count}
            </text>
            <text y={h + 16} textAnchor="middle" fontSize="11" fill="var(--gray-11)">
              {labels[n].map((line, i) => (
                <tspan key={i} x={n * slot + slot / 2} dy={i ? LINE : 0}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Labelled horizontal bars (status, states) as SVG rows. */
export function HBars({ title, rows }: { title: string; rows: { label: string; value: number; color?: string }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Flex direction="column" gap="2" role="img" aria-label={`${title}: ${rows.map((r) => `${r.label} ${r.value}`).join(", ")}`}>
      {rows.map((r) => (
        <div key={r.label}>
          <Flex justify="between">
            <Text size="2">{r.label}</Text>
            <Text size="2" weight="bold">
              {r.value}
            </Text>
          </Flex>
          <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="sp-hbar" aria-hidden="true">
            <rect width="100" height="6" rx="3" fill="var(--gray-4)" />
            <rect width={(r.value / max) * 100} height="6" rx="3" fill={r.color ?? "var(--accent-9)"} />
          </svg>
        </div>
      ))}
    </Flex>
  );
}
