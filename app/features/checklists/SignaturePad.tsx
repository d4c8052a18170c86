// The person met signs on the phone's screen with a finger (or a mouse); the answer is the drawing as a PNG
// data URL, which the capture stores as an image with the answers. Someone who cannot draw (a keyboard, a
// screen reader) types the name instead, and the name is drawn in the same image, so the answer stays one kind.
import { Button, Flex, Text, TextField } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";

interface Props {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
}

const HEIGHT = 160;
const INK = "#1c2024";

/** The canvas at the device's pixel density, cleared, with the pen set. */
function prepare(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(canvas.clientWidth * ratio);
  canvas.height = Math.round(HEIGHT * ratio);
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.lineWidth = 2.5;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  return ctx;
}

export function SignaturePad({ id, value, onChange, invalid, describedBy }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [typed, setTyped] = useState("");
  const drawn = value?.startsWith("data:image/") ?? false;

  // A signature given earlier (a draft reopened) is drawn back once; later strokes draw over it. An empty pad is
  // prepared at the first stroke or typed name: sizing it here would force a layout and a canvas on every step shown.
  useEffect(() => {
    const el = canvas.current;
    if (!el || !value?.startsWith("data:image/")) return;
    const ctx = prepare(el);
    if (!ctx) return;
    const image = new Image();
    image.onload = () => ctx.drawImage(image, 0, 0, el.clientWidth, HEIGHT);
    image.src = value;
    // Only on mount: the value then follows the canvas, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return [e.clientX - box.left, e.clientY - box.top] as const;
  };
  const start = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext("2d");
    if (!ctx) return;
    if (typed || !drawn) prepare(e.currentTarget);
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const [x, y] = point(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext("2d");
    const [x, y] = point(e);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };
  const end = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    setTyped("");
    onChange(e.currentTarget.toDataURL("image/png"));
  };
  const clear = () => {
    if (canvas.current) prepare(canvas.current);
    setTyped("");
    onChange(undefined);
  };
  const type = (name: string) => {
    setTyped(name);
    const el = canvas.current;
    const ctx = el && prepare(el);
    if (!el || !ctx) return;
    if (!name.trim()) return onChange(undefined);
    ctx.font = `italic 32px "Segoe Script", "Brush Script MT", cursive`;
    ctx.textBaseline = "middle";
    ctx.fillText(name.trim(), 16, HEIGHT / 2, el.clientWidth - 32);
    onChange(el.toDataURL("image/png"));
  };

  return (
    <Flex direction="column" gap="2">
      <canvas
        ref={canvas}
        id={id}
        className="sp-signature"
        height={HEIGHT}
        role="img"
        aria-label={drawn ? "Signature, signed" : "Signature pad: sign here with a finger or the mouse"}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Flex gap="2" align="end" wrap="wrap">
        <Flex direction="column" gap="1" flexGrow="1">
          <Text as="label" htmlFor={`${id}-typed`} size="1" color="gray">
            Or type the full name
          </Text>
          <TextField.Root id={`${id}-typed`} value={typed} onChange={(e) => type(e.target.value)} autoComplete="off" maxLength={80} />
        </Flex>
        <Button type="button" variant="soft" color="gray" onClick={clear} disabled={!value}>
          Clear
        </Button>
      </Flex>
      {value && !drawn ? (
        <Text size="1" color="gray">
          Signed earlier.
        </Text>
      ) : null}
    </Flex>
  );
}
