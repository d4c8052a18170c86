import { formatDistance } from "../companies/on-site";

/** A photo's distance to the site, a row of its details list, as the verify page and the review screen show it. */
export function ToSite({ distanceM }: { distanceM: number | null }) {
  return (
    <div>
      <dt>To site</dt>
      <dd>{distanceM === null ? "Unknown" : formatDistance(distanceM)}</dd>
    </div>
  );
}

/** What a photo's checks found wrong with it, if anything. */
export function PhotoProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="sp-problems">
      {problems.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}
