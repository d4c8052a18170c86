import { Dialog, Flex, IconButton, Text, Button } from "@radix-ui/themes";
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import { formatCaptureTime, formatCoordinate } from "../../platform/watermark";

export interface ViewerPhoto {
  id: string;
  fileName: string;
  capturedAt: string;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  /** False for a photo that has not reached the server: the spec's "Photo Stored Locally" placeholder. */
  onServer: boolean;
}

/** "{Company} - Photos (i of n)": arrows cycle around, thumbnails in up to 6 columns. */
export function InspectionPhotosDialog({ companyName, photos, onClose }: { companyName: string; photos: ViewerPhoto[] | null; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [photos]);
  if (!photos || photos.length === 0) return null;
  const photo = photos[index];
  const go = (d: number) => setIndex((i) => (i + d + photos.length) % photos.length);
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content
        maxWidth="960px"
        aria-describedby={undefined}
        onKeyDown={(e) => (e.key === "ArrowRight" ? go(1) : e.key === "ArrowLeft" ? go(-1) : undefined)}
      >
        <Dialog.Title>
          {companyName} - Photos ({index + 1} of {photos.length})
        </Dialog.Title>
        <div className="sp-viewer-frame">
          {photo.onServer ? (
            <img src={`/app/photos/${photo.id}`} alt={photo.fileName} />
          ) : (
            <Flex direction="column" align="center" gap="2" p="6" className="sp-local-photo">
              <ImageIcon width={40} height={40} aria-hidden="true" />
              <Text weight="bold">Photo Stored Locally</Text>
              <Text size="2">{photo.fileName}</Text>
              <Text size="1" color="gray">
                External path: IndexedDB SiteProofPhotos/photos/{photo.id}
              </Text>
            </Flex>
          )}
        </div>
        <Flex gap="2" mt="3" align="center" wrap="wrap">
          <IconButton variant="soft" aria-label="Previous photo" onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton variant="soft" aria-label="Next photo" onClick={() => go(1)}>
            <ChevronRightIcon />
          </IconButton>
          <Text size="2">
            {formatCaptureTime(new Date(photo.capturedAt))} ·{" "}
            {photo.latitude === null || photo.longitude === null
              ? "No coordinates"
              : `${formatCoordinate(photo.latitude)}, ${formatCoordinate(photo.longitude)}`}
          </Text>
          <Dialog.Close>
            <Button variant="soft" color="gray" ml="auto">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
        {photo.address ? (
          <Text as="p" size="2" color="gray" mt="1">
            {photo.address}
          </Text>
        ) : null}
        <div className="sp-thumb-strip" style={{ gridTemplateColumns: `repeat(${Math.min(6, photos.length)}, minmax(0, 1fr))` }}>
          {photos.map((p, i) => (
            <button key={p.id} type="button" onClick={() => setIndex(i)} aria-label={`Show photo ${i + 1}`} aria-current={i === index ? "true" : undefined}>
              {p.onServer ? <img src={`/app/photos/${p.id}?size=thumb`} alt="" loading="lazy" /> : <ImageIcon aria-hidden="true" />}
            </button>
          ))}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
