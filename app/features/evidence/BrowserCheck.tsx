import { Text } from "@radix-ui/themes";
import { CheckCircledIcon, CrossCircledIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import { checkSignedMaterial, type MaterialCheck, type PublishedKeySet, type SignedMaterial } from "./signed-material-check";

/**
 * Repeats the signature and chain checks in the visitor's browser with the published keys (a case's
 * dispositions included); hands on the photo hashes of a verified seal.
 */
export function BrowserCheck({ token, onSealedHashes }: { token: string; onSealedHashes: (photos: MaterialCheck["photos"]) => void }) {
  const [result, setResult] = useState<MaterialCheck | "checking" | "unavailable">("checking");
  useEffect(() => {
    let live = true;
    (async () => {
      const [material, keys] = await Promise.all([
        fetch(`/verify/${token}/evidence.json`).then((r) => r.json() as Promise<SignedMaterial>),
        fetch("/.well-known/siteproof-keys.json").then((r) => r.json() as Promise<PublishedKeySet>),
      ]);
      const check = await checkSignedMaterial(material, keys);
      if (!live) return;
      setResult(check);
      if (check.photos.length) onSealedHashes(check.photos);
    })().catch(() => live && setResult("unavailable"));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per token; the callback only stores the hashes
  }, [token]);

  return (
    <div aria-live="polite" aria-label="Checked in your browser">
      <Text as="p" weight="bold" mb="2">
        Checked again in your browser
      </Text>
      {result === "checking" ? (
        <Text as="p" size="2" color="gray">
          Checking the signatures with the published keys...
        </Text>
      ) : result === "unavailable" ? (
        <Text as="p" size="2" color="gray">
          Your browser could not check the signatures here. Download the signed evidence below and check it with another Ed25519 tool.
        </Text>
      ) : (
        <ul className="sp-checks">
          {result.lines.map((l) => (
            <li key={l.text}>
              {l.ok ? (
                <CheckCircledIcon color="var(--green-9)" aria-label="Passed in your browser" />
              ) : (
                <CrossCircledIcon color="var(--red-9)" aria-label="Failed in your browser" />
              )}
              <Text size="2">{l.text}</Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
