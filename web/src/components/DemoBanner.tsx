// The demo company's banner: says the records are the demo's and offers "Start my own company",
// which, after a confirmation naming what goes, removes every demo record (DELETE /api/v1/demo)
// and opens the setup of the owner's own company. Records the user added stay.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { api, unwrap, type Schemas } from "../api/client";
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

export function useDemo() {
  return useQuery({ queryKey: ["demo"], queryFn: () => unwrap(api.GET("/api/v1/demo")), staleTime: 60_000 });
}

export default function DemoBanner() {
  const demo = useDemo();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!demo.data?.demo) return null;
  const contents = demoContents(demo.data.records);

  async function leave() {
    setBusy(true);
    setError(null);
    try {
      await unwrap(api.DELETE("/api/v1/demo"));
      setOpen(false);
      // Every screen's data may have held demo records.
      await client.invalidateQueries();
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
