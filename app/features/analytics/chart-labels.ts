// A bar chart's label in at most two lines: one that would run past its bar's slot breaks at the space
// nearest its middle ("Wrong address" under the fourth of four bars ran off a phone's screen).

/** About how many characters of the charts' 11-unit font fit across `width` units of the viewBox. */
export const charsThatFit = (width: number) => Math.floor(width / 6.5);

export function labelLines(label: string, maxChars: number): string[] {
  if (label.length <= maxChars || !label.includes(" ")) return [label];
  const middle = label.length / 2;
  let best = label.indexOf(" ");
  for (let i = best; i !== -1; i = label.indexOf(" ", i + 1)) if (Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  return [label.slice(0, best), label.slice(best + 1)];
}
