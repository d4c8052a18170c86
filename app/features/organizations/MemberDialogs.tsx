import { AlertDialog, Text } from "@radix-ui/themes";
import { Form } from "@remix-run/react";
import { DoneCallout, RefusalCallout, RouteDialog, RouteFormActions } from "../../ui/RouteDialog";
import { useRouteForm } from "../../ui/useRouteForm";

type Answer = { ok: boolean; message?: string };

/** A confirmation over the member list: its sentence and one form posting `fields`. */
function Confirm({
  title,
  text,
  submitLabel,
  fields,
  back,
}: {
  title: string;
  text: string;
  submitLabel: string;
  fields: Record<string, string>;
  back: string;
}) {
  const { hydrated, data, back: to, busy } = useRouteForm<Answer>(back);
  const refused = data && !data.ok ? data.message : undefined;
  return (
    <RouteDialog title={title} back={to} hydrated={hydrated} busy={busy} alert maxWidth="440px">
      {data?.ok && !hydrated ? (
        <DoneCallout message={data.message} back={to} />
      ) : (
        <Form method="post" preventScrollReset>
          <RefusalCallout message={refused} />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {hydrated ? (
            <AlertDialog.Description size="2" mb="3">
              {text}
            </AlertDialog.Description>
          ) : (
            <Text as="p" size="2" mb="3">
              {text}
            </Text>
          )}
          <RouteFormActions back={to} busy={busy} submitLabel={submitLabel} busyLabel={null} danger />
        </Form>
      )}
    </RouteDialog>
  );
}

export function RemoveMemberDialog({ base, member }: { base: string; member: { userId: string; name: string } }) {
  return (
    <Confirm
      title="Remove member"
      text={`Remove ${member.name} from the organization? They lose access at once; their cases stay with the organization, and their open cases go back to Unassigned.`}
      submitLabel="Remove"
      fields={{ intent: "remove", userId: member.userId }}
      back={`${base}/members`}
    />
  );
}

export function LeaveDialog({ base, name }: { base: string; name: string }) {
  return (
    <Confirm
      title="Leave organization"
      text={`Leave ${name}? You lose access to its pages until someone invites you again; your open cases go back to Unassigned.`}
      submitLabel="Leave organization"
      fields={{ intent: "leave" }}
      back={`${base}/members`}
    />
  );
}
