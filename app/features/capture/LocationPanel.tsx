import { Badge, Card, Flex, IconButton, Text } from "@radix-ui/themes";
import { CopyIcon, ReloadIcon } from "@radix-ui/react-icons";
import { formatCoordinate } from "../../platform/watermark";
import type { GpsStatus, Place } from "./useGeolocation";

export function GpsChip({ status }: { status: GpsStatus }) {
  const [color, text] =
    status === "ok"
      ? (["green", "GPS: Active"] as const)
      : status === "locating"
        ? (["amber", "GPS: Locating..."] as const)
        : (["red", "GPS: Unavailable"] as const);
  return (
    <Badge color={color} size="2" role="status">
      {text}
    </Badge>
  );
}

export function LocationPanel({
  place,
  error,
  onRefresh,
  onCopied,
}: {
  place: Place | null;
  error: string | null;
  onRefresh: () => void;
  onCopied: (text: string) => void;
}) {
  const coords = place ? `${formatCoordinate(place.latitude)}, ${formatCoordinate(place.longitude)}` : null;
  return (
    <Card size="1" aria-label="Location">
      <Flex justify="between" align="start" gap="2">
        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
          <Text size="2" weight="bold">
            Location
          </Text>
          {error ? (
            <Text size="2" color="red" role="alert">
              {error}
            </Text>
          ) : null}
          <Text size="2">{place?.address ?? (place ? "Looking up the address..." : "Waiting for GPS...")}</Text>
          {coords ? (
            <Text size="1" color="gray">
              {coords}
              {place?.accuracy != null ? ` · accuracy ±${place.accuracy} m` : ""}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="1">
          <IconButton variant="ghost" aria-label="Refresh location" onClick={onRefresh}>
            <ReloadIcon />
          </IconButton>
          <IconButton
            variant="ghost"
            aria-label="Copy coordinates"
            disabled={!coords}
            onClick={async () => {
              if (!coords) return;
              await navigator.clipboard?.writeText(coords).catch(() => undefined);
              onCopied(coords);
            }}
          >
            <CopyIcon />
          </IconButton>
        </Flex>
      </Flex>
    </Card>
  );
}
