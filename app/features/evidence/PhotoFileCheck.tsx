import { Callout, Code, Flex, Text } from "@radix-ui/themes";
import { CheckCircledIcon, CrossCircledIcon, UploadIcon } from "@radix-ui/react-icons";
import { useEffect, useRef, useState } from "react";
import { whenIdle } from "../../ui/idle";
import { withoutContentCredentials } from "../credentials/segments";

interface Recorded {
  label: string;
  sha256: string | null;
}

type Result =
  { kind: "match"; label: string; hash: string; signed: boolean; credentialed: boolean } | { kind: "mismatch"; hash: string } | { kind: "working" } | null;

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The file's own hash, and for a download with Content Credentials the hash of the file without them:
 * SiteProof only inserts the C2PA segments, so that is the photo as accepted, whose hash was recorded.
 */
async function hashes(file: File): Promise<{ hash: string; accepted: string | null }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stripped = withoutContentCredentials(bytes);
  return { hash: await sha256(bytes), accepted: stripped.removed ? await sha256(stripped.bytes as Uint8Array<ArrayBuffer>) : null };
}

/** Over the whole drop zone, so a file dropped before the scripts run lands in the input, not in a new tab. */
const COVER = { position: "absolute", inset: 0, width: "100%", height: "100%", opacity: 0, cursor: "pointer" } as const;

/**
 * Hashes a dropped or chosen file in the browser and compares it with the recorded hashes; nothing is
 * uploaded. Once the visitor's browser has verified the seal, the hashes it lists are used instead of
 * the page's, so a match does not rest on this server's word. Hashing needs the scripts: a file chosen
 * or dropped before they run stays in the input and is checked once they have.
 */
export function PhotoFileCheck({ photos, sealed }: { photos: Recorded[]; sealed: Recorded[] | null }) {
  const [result, setResult] = useState<Result>(null);
  const [over, setOver] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const check = async (file: File | undefined) => {
    if (!file) return;
    setResult({ kind: "working" });
    const { hash, accepted } = await hashes(file);
    const recorded = sealed ?? photos;
    const exact = recorded.find((p) => p.sha256 === hash);
    const credentialed = accepted === null ? undefined : recorded.find((p) => p.sha256 === accepted);
    const found = exact ?? credentialed;
    setResult(found ? { kind: "match", label: found.label, hash: found.sha256!, signed: sealed !== null, credentialed: !exact } : { kind: "mismatch", hash });
  };
  useEffect(() => {
    setHydrated(true);
    // A file chosen before hydration is checked once the page is ready.
    whenIdle(() => void check(input.current?.files?.[0]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: later choices arrive through onChange
  }, []);
  return (
    <Flex direction="column" gap="3">
      <label
        className={`sp-dropzone${over ? " sp-dropzone-over" : ""}`}
        style={{ position: "relative" }}
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
          Its SHA-256 is computed in your browser and compared with the recorded hashes; a download with Content Credentials is hashed without them. The file is
          not uploaded.
        </Text>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,.jpg,.jpeg"
          aria-label="Choose a photo file to check"
          style={COVER}
          onChange={(e) => void check(e.target.files?.[0])}
        />
      </label>
      <div aria-live="polite">
        {hydrated ? null : <Text color="gray">The check runs once the page has loaded.</Text>}
        {result?.kind === "working" ? <Text color="gray">Checking...</Text> : null}
        {result?.kind === "match" ? (
          <Callout.Root color="green" role="status">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              {result.credentialed ? (
                <>Match: this file is {result.label} as downloaded with its Content Credentials; without them it is the original as accepted, byte for byte</>
              ) : (
                <>Match: this file is {result.label}, byte for byte</>
              )}{" "}
              (SHA-256 <Code>{result.hash.slice(0, 12)}…</Code>){result.signed ? ", as listed in the seal your browser verified" : ""}.
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
