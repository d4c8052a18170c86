import { useEffect, useState } from "react";

/** A blob: URL for `blob` while the component shows it. Made and revoked by one effect: a URL made
 *  in useMemo was revoked by an effect cleanup React ran while the <img> kept using it
 *  (net::ERR_FILE_NOT_FOUND on the capture form). */
export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
