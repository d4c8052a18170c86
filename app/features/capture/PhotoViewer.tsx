import { Button, Dialog, Flex, IconButton, Text } from "@radix-ui/themes";
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, ZoomInIcon, ZoomOutIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import { useObjectUrl } from "../../ui/useObjectUrl";
import type { StoredPhoto } from "../offline/photo-store";
import { formatCaptureTime, formatCoordinate } from "../../platform/watermark";
import { saveBlob } from "./download";

const ZOOM_MIN = 0.5;
const ZOOM_MAX = 3;
const ZOOM_STEP = 0.5;

/** "Photo n of m": zoom 0.5 to 3 in steps of 0.5, download, previous and next, capture details. */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: StoredPhoto[];
  index: number | null;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const [zoom, setZoom] = useState(1);
  const photo = index === null ? null : photos[index];
  const url = useObjectUrl(photo?.blob);
  useEffect(() => setZoom(1), [index]);
  if (!photo || index === null) return null;
  const go = (d: number) => onIndex((index + d + photos.length) % photos.length);
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="960px" aria-describedby={undefined}>
        <Dialog.Title>
          Photo {index + 1} of {photos.length}
        </Dialog.Title>
        <div className="sp-viewer-frame">
          <img src={url} alt={photo.fileName} style={{ transform: `scale(${zoom})` }} />
        </div>
        <Flex gap="2" mt="3" wrap="wrap" align="center">
          <IconButton variant="soft" aria-label="Previous photo" onClick={() => go(-1)} disabled={photos.length < 2}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton variant="soft" aria-label="Next photo" onClick={() => go(1)} disabled={photos.length < 2}>
            <ChevronRightIcon />
          </IconButton>
          <IconButton variant="soft" aria-label="Zoom out" onClick={() => setZoom((z) => Math.max(ZOOM_MIN, z - ZOOM_STEP))} disabled={zoom <= ZOOM_MIN}>
            <ZoomOutIcon />
          </IconButton>
          <Text size="2" aria-live="polite">
            {Math.round(zoom * 100)}%
          </Text>
          <IconButton variant="soft" aria-label="Zoom in" onClick={() => setZoom((z) => Math.min(ZOOM_MAX, z + ZOOM_STEP))} disabled={zoom >= ZOOM_MAX}>
            <ZoomInIcon />
          </IconButton>
          <Button variant="soft" onClick={() => saveBlob(photo.blob, photo.fileName)}>
            <DownloadIcon aria-hidden="true" /> Download
          </Button>
          <Dialog.Close>
            <Button variant="soft" color="gray" ml="auto">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
        <Flex direction="column" gap="1" mt="3">
          <Text size="2">Captured: {formatCaptureTime(new Date(photo.timestamp))}</Text>
          <Text size="2">Location: {photo.address ?? "Unknown"}</Text>
          <Text size="2">
            Coordinates:{" "}
            {photo.latitude === null || photo.longitude === null ? "Unavailable" : `${formatCoordinate(photo.latitude)}, ${formatCoordinate(photo.longitude)}`}
          </Text>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
