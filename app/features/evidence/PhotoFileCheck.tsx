import { Callout, Code, Flex, Text } from "@radix-ui/themes";
import { CheckCircledIcon, CrossCircledIcon, UploadIcon } from "@radix-ui/react-icons";
import { useState } from "react";

interface Recorded {
  label: string;
  sha256: string | null;
}

type Result = { kind: "match"; label: string; hash: string; signed: boolean } | { kind: "mismatch"; hash: string } | { kind: "working" } | null;

async function sha256(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Hashes a dropped or chosen file in the browser and compares it with the recorded hashes; nothing is
 * uploaded. Once the visitor's browser has verified the seal, the hashes it lists are used instead of
 * the page's, so a match does not rest on this server's word.
 */
export function PhotoFileCheck({ photos, sealed }: { photos: Recorded[]; sealed: Recorded[] | null }) {
  const [result, setResult] = useState<Result>(null);
  const [over, setOver] = useState(false);
  const check = async (file: File | undefined) => {
    if (!file) return;
    setResult({ kind: "working" });
    const hash = await sha256(file);
    const found = (sealed ?? photos).find((p) => p.sha256 === hash);
    setResult(found ? { kind: "match", label: found.label, hash, signed: sealed !== null } : { kind: "mismatch", hash });
  };
  return (
    <Flex direction="column" gap="3">
      <label
        className={`sp-dropzone${over ? " sp-dropzone-over" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void check(e.dataTransfer.files[0]);
        }}
      >
        <UploadIcon width="24" height="24" aria-hidden="true" />
        <Text weight="bold">Drop a photo file here, or choose one</Text>
        <Text size="2" color="gray">
          Its SHA-256 is computed in your browser and compared with the recorded hashes. The file is not uploaded.
        </Text>
        <input
          type="file"
          accept="image/jpeg,.jpg,.jpeg"
          aria-label="Choose a photo file to check"
          className="sp-visually-hidden"
          onChange={(e) => void check(e.target.files?.[0])}
        />
      </label>
      <div aria-live="polite">
        {result?.kind === "working" ? <Text color="gray">Checking...</Text> : null}
        {result?.kind === "match" ? (
          <Callout.Root color="green" role="status">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              Match: this file is {result.label}, byte for byte (SHA-256 <Code>{result.hash.slice(0, 12)}…</Code>)
              {result.signed ? ", as listed in the seal your browser verified" : ""}.
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {result?.kind === "mismatch" ? (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <CrossCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              No match: this file (SHA-256 <Code>{result.hash.slice(0, 12)}…</Code>) is not any photo of this inspection. Any edit, even re-saving the image,
              changes the hash.
            </Callout.Text>
          </Callout.Root>
        ) : null}
      </div>
    </Flex>
  );
}
