// The toaster itself (sonner, drawn as Radix Callouts): loaded by app/ui/toast.tsx with the first message,
// so the 10 kB of sonner stay off the pages that never show one.
import { Callout, IconButton } from "@radix-ui/themes";
import { CheckCircledIcon, Cross2Icon, CrossCircledIcon } from "@radix-ui/react-icons";
import { toast, Toaster } from "sonner";
import { TOAST_MS, type Tone } from "./toast-timing";

// One slot, as the spec's snackbar: a new message replaces the one shown and starts its own time.
// Not by reusing one toast id: sonner updates that toast in place, and a message that arrived as the
// last one was closing went with it (seen: "Notification sent to 1 users!" gone within a second).
let shown: string | number | null = null;

export function show(text: string, tone: Tone): void {
  if (shown !== null) toast.dismiss(shown);
  shown = toast.custom((id) => <ToastCard id={id} text={text} tone={tone} />, { duration: TOAST_MS[tone] });
}

function ToastCard({ id, text, tone }: { id: string | number; text: string; tone: Tone }) {
  const success = tone === "success";
  return (
    <div className="sp-notice">
      <Callout.Root color={success ? "green" : "red"} role={success ? "status" : "alert"} variant="surface">
        <Callout.Icon>{success ? <CheckCircledIcon /> : <CrossCircledIcon />}</Callout.Icon>
        <Callout.Text className="sp-notice-text">{text}</Callout.Text>
      </Callout.Root>
      <IconButton className="sp-notice-close" size="1" variant="ghost" color="gray" aria-label="Dismiss" onClick={() => toast.dismiss(id)}>
        <Cross2Icon />
      </IconButton>
    </div>
  );
}

const WIDTH = { "--width": "min(480px, calc(100vw - 32px))" } as React.CSSProperties;

export function SonnerToaster() {
  return <Toaster position="bottom-center" offset={24} mobileOffset={16} style={WIDTH} toastOptions={{ unstyled: true, className: "sp-toast" }} />;
}
