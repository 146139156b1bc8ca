// Completing a deadline (Home and Deadlines): a confirmation number and the fee paid, kept in the
// obligation's extra_metadata; a recurring one gets its successor from the server.
import { useState, type FormEvent } from "react";
import { messageOf } from "../api/client";
import { setObligationStatus, useInvalidateObligations, useObligationStatus, type Obligation } from "../api/queries/obligations";
import { amountInput, date, humanize } from "../lib/format";
import { toast } from "../lib/toast";
import { DateField, Dialog, Field, fieldError, FormActions, OtherErrors, StatusBadge } from "./ui";

export type { Obligation };

export const OBLIGATION_TYPE_LABELS: Record<Obligation["obligation_type"], string> = {
  "tax:filing": "Tax filing",
  "tax:payment": "Tax payment",
  "compliance:periodic_report": "Periodic report",
  "compliance:license_renewal": "License renewal",
  "property:tax": "Property tax",
  "property:insurance": "Insurance",
  "property:inspection": "Inspection",
  other: "Other",
};

export function ObligationStatus({ obligation }: { obligation: Obligation }) {
  const days = obligation.days_until_due;
  switch (obligation.status) {
    case "overdue":
      return <StatusBadge tone="bad">Overdue{days != null ? ` ${-days} d` : ""}</StatusBadge>;
    case "due_soon":
      return <StatusBadge tone="warn">{days === 0 ? "Due today" : `Due in ${days} d`}</StatusBadge>;
    case "completed":
      return <StatusBadge tone="ok">Done</StatusBadge>;
    case "cancelled":
      return <StatusBadge tone="muted">Cancelled</StatusBadge>;
    default:
      return <StatusBadge tone="info">{days != null ? `In ${days} d` : humanize(obligation.status)}</StatusBadge>;
  }
}

export function CompleteDialog({ obligation, onClose }: { obligation: Obligation | null; onClose: () => void }) {
  // The form (what was typed, the last error) belongs to one obligation: keyed by it, and gone when
  // the dialog closes. The <dialog> itself stays, so closing it returns the focus.
  return (
    <Dialog title="Mark done" open={obligation != null} onClose={onClose}>
      {obligation ? <CompleteForm key={obligation.id} obligation={obligation} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CompleteForm({ obligation, onClose }: { obligation: Obligation; onClose: () => void }) {
  const invalidate = useInvalidateObligations();
  const change = useObligationStatus();
  const [confirmation, setConfirmation] = useState("");
  const [fee, setFee] = useState("");
  const [completedOn, setCompletedOn] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const extra: Record<string, unknown> = {};
    if (confirmation.trim()) extra.confirmation_number = confirmation.trim();
    if (fee.trim()) extra.fee_paid = amountInput(fee);
    if (completedOn) extra.completed_date = completedOn;
    try {
      const done = await change.mutateAsync({ id: obligation.id, status: "completed", extra_metadata: extra });
      const successor = obligation.recurrence && obligation.next_due_date ? ` The next one is due ${date(obligation.next_due_date)}.` : "";
      toast(`Marked done: ${done.description}.${successor}`, {
        label: "Undo",
        // Its own request, not this dialog's mutation: the dialog may be gone by then, and a failed
        // undo must still say so.
        run: () =>
          void setObligationStatus({ id: obligation.id, status: "pending" })
            .then(invalidate)
            .catch((error: unknown) => toast(`Undo failed: ${messageOf(error)}`)),
      });
      onClose();
    } catch {
      // The error is shown in the form; what was typed stays.
    }
  }

  const error = change.error;
  return (
    <form onSubmit={submit} noValidate>
      <p>
        <strong>{obligation.description}</strong>, due {date(obligation.due_date)}.
      </p>
      <Field label="Confirmation number (optional)" error={fieldError(error, "extra_metadata.confirmation_number")}>
        {(props) => <input {...props} value={confirmation} onChange={(event) => setConfirmation(event.target.value)} autoComplete="off" />}
      </Field>
      <Field label="Fee paid (optional)" hint="For example 150.00" error={fieldError(error, "extra_metadata.fee_paid")}>
        {(props) => <input {...props} inputMode="decimal" value={fee} onChange={(event) => setFee(event.target.value)} />}
      </Field>
      <DateField label="Completed on" hint="Leave empty for today" value={completedOn} onChange={setCompletedOn} error={fieldError(error, "extra_metadata.completed_date")} />
      <OtherErrors error={error} shown={["extra_metadata.confirmation_number", "extra_metadata.fee_paid", "extra_metadata.completed_date"]} />
      <FormActions onCancel={onClose} pending={change.isPending} submit="Mark done" />
    </form>
  );
}
