// The app's one toaster (sonner): every success and error message of an action shows here, in
// Radix theme colours. It lives in the root layout, so a message outlives the page that raised it
// (the capture page's "Inspection saved successfully" stays while the app goes on to History).
import { Callout, IconButton } from "@radix-ui/themes";
import { CheckCircledIcon, Cross2Icon, CrossCircledIcon } from "@radix-ui/react-icons";
import { toast, Toaster } from "sonner";

export type Tone = "success" | "error";

/** Spec 1 §9: a success closes after 4 s; an error stays twice as long to be read. Both pause while hovered or focused, and Dismiss closes either at once. */
export const TOAST_MS: Record<Tone, number> = { success: 4000, error: 8000 };

// One slot, as the spec's snackbar: a new message replaces the one shown (and starts its own time).
const SLOT = "notice";

export function notify(text: string, tone: Tone = "error"): void {
  toast.custom((id) => <ToastCard id={id} text={text} tone={tone} />, { id: SLOT, duration: TOAST_MS[tone] });
}

/** An action's `{ ok, message }` answer as a toast. */
export const notifyResult = (r: { ok: boolean; message: string }) => notify(r.message, r.ok ? "success" : "error");

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

/** Rendered once, inside the Radix theme (its colours and shadows) in the root layout. */
export function AppToaster() {
  return <Toaster position="bottom-center" offset={24} mobileOffset={16} style={WIDTH} toastOptions={{ unstyled: true, className: "sp-toast" }} />;
}
