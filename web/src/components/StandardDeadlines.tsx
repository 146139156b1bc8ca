// "Add the standard deadlines": the year's federal and state deadlines and each property's, by the
// same rules as `npm run seed:obligations` (POST /api/v1/obligations/standard). A preview (a dry run)
// lists what is missing; nothing is added until the owner confirms.
import { useState, type FormEvent } from "react";
import type { Schemas } from "../api/client";
import { useStandardDeadlines } from "../api/queries/obligations";
import { date } from "../lib/format";
import { today } from "../lib/dates";
import { useCompany, usePropertyNames } from "../lib/queries";
import { toast } from "../lib/toast";
import { OBLIGATION_TYPE_LABELS } from "./obligations";
import { Dialog, ErrorNote, Field } from "./ui";

type Result = Schemas["StandardDeadlines"];

export default function StandardDeadlines() {
  const standard = useStandardDeadlines();
  const company = useCompany();
  const names = usePropertyNames();
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(String(Number(today().slice(0, 4))));
  const [state, setState] = useState("");
  const [preview, setPreview] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const profileState = company.data?.state_of_formation ?? "";

  async function run(dryRun: boolean) {
    setBusy(true);
    setError(null);
    try {
      const asked = (state || profileState).trim();
      // A real run resolves once the deadlines and the setup's checklist have been read again.
      const result = await standard.mutateAsync({ year: Number(year), ...(asked ? { state: asked.toUpperCase() } : {}), dry_run: dryRun });
      if (dryRun) setPreview(result);
      else {
        toast(result.created === 0 ? "Nothing was missing." : `Added ${result.created} deadline${result.created === 1 ? "" : "s"} for ${result.year}.`);
        close();
      }
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setOpen(false);
    setPreview(null);
    setError(null);
  }

  return (
    <>
      <button data-writes type="button" onClick={() => setOpen(true)}>
        Add the standard deadlines
      </button>
      <Dialog title="Add the standard deadlines" open={open} onClose={close}>
        <p className="subtle">Estimated taxes, the partnership return, the state's periodic report, and each property's tax, insurance and inspection dates. Only those not there yet are added; one you deleted stays deleted.</p>
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void run(true);
          }}
        >
          <div className="form-grid">
            <Field label="Tax year">{(props) => <input {...props} inputMode="numeric" value={year} onChange={(event) => { setYear(event.target.value); setPreview(null); }} />}</Field>
            <Field label="State" hint={profileState ? `The company profile's: ${profileState}` : "Two letters, e.g. CO"}>
              {(props) => <input {...props} value={state} placeholder={profileState} maxLength={2} onChange={(event) => { setState(event.target.value); setPreview(null); }} />}
            </Field>
          </div>
          <ErrorNote error={error} />
          {preview ? (
            <section aria-label="What would be added">
              <p>
                {preview.items.length === 0
                  ? `Every standard deadline of ${preview.year} for ${preview.state} is already there.`
                  : `${preview.items.length} deadline${preview.items.length === 1 ? "" : "s"} to add for ${preview.year} (${preview.state})${preview.already ? `; ${preview.already} already there` : ""}:`}
              </p>
              {preview.items.length > 0 ? (
                <ul data-testid="standard-preview">
                  {preview.items.map((item) => (
                    <li key={`${item.obligation_type}-${item.property_id ?? "company"}-${item.due_date}`}>
                      {date(item.due_date)}: {item.description} ({OBLIGATION_TYPE_LABELS[item.obligation_type] ?? item.obligation_type}
                      {item.property_id ? `, ${names.get(item.property_id) ?? "a property"}` : ""})
                    </li>
                  ))}
                </ul>
              ) : null}
              {preview.notes.map((note) => (
                <p key={note} className="subtle">
                  {note}
                </p>
              ))}
            </section>
          ) : null}
          <div className="form-actions">
            {preview && preview.items.length > 0 ? (
              <button type="button" className="primary" disabled={busy} onClick={() => void run(false)}>
                {busy ? "Adding…" : `Add ${preview.items.length} deadline${preview.items.length === 1 ? "" : "s"}`}
              </button>
            ) : (
              <button type="submit" className="primary" disabled={busy}>
                {busy ? "Checking…" : "Preview"}
              </button>
            )}
            <button type="button" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
