// The demo company's banner: says the records are the demo's and offers "Start my own company",
// which, after a confirmation naming what goes, removes every demo record (DELETE /api/v1/demo)
// and opens the setup of the owner's own company. Records the user added stay.
import { useState } from "react";
import { useLocation } from "wouter";
import type { Schemas } from "../api/client";
import { useDemo, useRemoveDemo } from "../api/queries/demo";
import { count } from "../lib/format";
import { toast } from "../lib/toast";
import { Dialog, ErrorNote } from "./ui";

type Counts = Schemas["DemoRecordCounts"];

/** "the company profile, 3 properties, 842 transactions, 6 documents and 24 deadlines". */
export function demoContents(records: Counts): string {
  const parts = [
    records.company ? "the company profile" : "",
    records.property ? `${count(records.property)} ${records.property === 1 ? "property" : "properties"}` : "",
    records.transaction ? `${count(records.transaction)} transaction${records.transaction === 1 ? "" : "s"}` : "",
    records.document ? `${count(records.document)} document${records.document === 1 ? "" : "s"} and their files` : "",
    records.obligation ? `${count(records.obligation)} deadline${records.obligation === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "nothing");
}

/** In place of the screens while the demo loads: what is being done, and how far it is. */
export function DemoLoading({ loading }: { loading: NonNullable<Schemas["Demo"]["loading"]> }) {
  const percent = Math.round((100 * loading.done) / loading.total);
  return (
    <section className="card demo-loading" role="status" aria-live="polite" data-testid="demo-loading">
      <h1>Loading the demo company</h1>
      <p>
        {loading.step}… (step {Math.min(loading.done + 1, loading.total)} of {loading.total})
      </p>
      <progress max={loading.total} value={loading.done} aria-label="Loading the demo company">
        {percent}%
      </progress>
      <p className="subtle">The sample records appear here once they are all in, so nothing half-loaded is shown as real. It takes under a minute.</p>
    </section>
  );
}

export default function DemoBanner() {
  const demo = useDemo();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  // Every screen's data may have held demo records: the hook reads them all again once the dialog is closed.
  const remove = useRemoveDemo({ onRemoved: () => setOpen(false) });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!demo.data?.demo || demo.data.loading) return null;
  const contents = demoContents(demo.data.records);

  async function leave() {
    setBusy(true);
    setError(null);
    try {
      await remove.mutateAsync();
      toast("The demo company is removed. Set up your own company, step by step.");
      navigate("/setup");
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="banner" role="status" data-testid="demo-banner">
        <span>
          <strong>Demo company.</strong> <span className="wide-only">These are sample records to try the app with.</span>
        </span>
        <button type="button" data-writes onClick={() => setOpen(true)}>
          Start my own company
        </button>
      </div>
      <Dialog title="Remove the demo company?" open={open} onClose={() => setOpen(false)}>
        <p>This removes {contents}: every record the demo was loaded with.</p>
        <p>Anything you added yourself stays, including records you added to a demo property.</p>
        <ErrorNote error={error} />
        <div className="form-actions">
          <button type="button" className="danger" disabled={busy} onClick={() => void leave()}>
            {busy ? "Removing…" : "Remove the demo"}
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Keep it
          </button>
        </div>
      </Dialog>
    </>
  );
}
