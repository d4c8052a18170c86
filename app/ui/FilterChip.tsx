import { Badge } from "@radix-ui/themes";
import { Cross2Icon } from "@radix-ui/react-icons";
import { Link } from "@remix-run/react";

/** An active filter with a link that removes it. */
export function FilterChip({ label, to }: { label: string; to: string }) {
  return (
    <Badge size="2" variant="soft">
      {label}
      <Link to={to} aria-label={`Remove ${label}`} className="sp-chip-remove">
        <Cross2Icon />
      </Link>
    </Badge>
  );
}
