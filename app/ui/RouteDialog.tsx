import { Link, useNavigate } from "@remix-run/react";
import { AlertDialog, Button, Callout, Card, Dialog, Flex, Heading } from "@radix-ui/themes";
import { useId } from "react";

interface Props {
  title: string;
  /** Where closing goes: the list, with its query string. */
  back: string;
  hydrated: boolean;
  /** An alert dialog (a confirmation) rather than a dialog. */
  alert?: boolean;
  /** Closing is refused while the form is saving. */
  busy?: boolean;
  maxWidth?: string;
  children: React.ReactNode;
}

/**
 * A form route shown over its list: a dialog once the scripts run, and the same form in place on the
 * server's page before (a Radix dialog renders nothing on the server). Closing goes back to the list.
 */
export function RouteDialog({ title, back, hydrated, alert = false, busy = false, maxWidth = "560px", children }: Props) {
  const navigate = useNavigate();
  const headingId = useId();
  if (!hydrated) {
    return (
      <Card asChild size="3" mb="5">
        <section aria-labelledby={headingId} style={{ maxWidth }}>
          <Heading as="h2" size="5" id={headingId} mb="3">
            {title}
          </Heading>
          {children}
        </section>
      </Card>
    );
  }
  const close = (open: boolean) => !open && !busy && navigate(back, { preventScrollReset: true });
  if (alert) {
    return (
      <AlertDialog.Root open onOpenChange={close}>
        <AlertDialog.Content maxWidth={maxWidth}>
          <AlertDialog.Title>{title}</AlertDialog.Title>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Root>
    );
  }
  return (
    <Dialog.Root open onOpenChange={close}>
      <Dialog.Content maxWidth={maxWidth} aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Cancel (back to the list, a link so it works before the scripts) and the submit button of a route's form. */
export function RouteFormActions({
  back,
  submitLabel,
  busy,
  ready = true,
  busyLabel = "Saving...",
  danger = false,
  cancelLabel = "Cancel",
}: {
  back: string;
  submitLabel: string;
  busy: boolean;
  /** False while there is nothing to submit yet. */
  ready?: boolean;
  busyLabel?: string | null;
  danger?: boolean;
  cancelLabel?: string;
}) {
  return (
    <Flex gap="3" justify="end" mt="2" wrap="wrap">
      <Button asChild variant="soft" color="gray">
        <Link to={back} preventScrollReset>
          {cancelLabel}
        </Link>
      </Button>
      <Button type="submit" color={danger ? "red" : undefined} disabled={busy || !ready}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </Flex>
  );
}

/** A refusal's sentence on the server's page, where no toast can show it. */
export function RefusalCallout({ message }: { message?: string | null }) {
  return message ? (
    <Callout.Root color="red" role="alert" mb="3" size="1">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  ) : null;
}

/** A success on the server's page (a form posted before the scripts ran): its sentence and the way back. */
export function DoneCallout({ message, back }: { message?: string; back: string }) {
  return (
    <Flex direction="column" gap="3" align="start">
      <Callout.Root color="green" role="status" size="1">
        <Callout.Text>{message}</Callout.Text>
      </Callout.Root>
      <Button asChild variant="soft">
        <Link to={back}>Close</Link>
      </Button>
    </Flex>
  );
}
