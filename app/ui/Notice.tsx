import { Callout, IconButton } from "@radix-ui/themes";
import { CheckCircledIcon, Cross2Icon, CrossCircledIcon } from "@radix-ui/react-icons";
import { useEffect } from "react";

export interface NoticeMessage {
  text: string;
  tone: "success" | "error";
  /** Changes on every new notice, so the same text twice still shows twice. */
  key: number;
}

/** A snackbar: success in green, failure in red; closes itself after 4 s (spec 1 §9) or at once with Dismiss. */
export function Notice({ notice, onClose }: { notice: NoticeMessage | null; onClose: () => void }) {
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(onClose, 4000);
    return () => clearTimeout(t);
  }, [notice, onClose]);
  if (!notice) return null;
  const success = notice.tone === "success";
  return (
    <div className="sp-notice">
      <Callout.Root color={success ? "green" : "red"} role={success ? "status" : "alert"} variant="surface">
        <Callout.Icon>{success ? <CheckCircledIcon /> : <CrossCircledIcon />}</Callout.Icon>
        <Callout.Text className="sp-notice-text">{notice.text}</Callout.Text>
      </Callout.Root>
      <IconButton className="sp-notice-close" size="1" variant="ghost" color="gray" aria-label="Dismiss" onClick={onClose}>
        <Cross2Icon />
      </IconButton>
    </div>
  );
}
