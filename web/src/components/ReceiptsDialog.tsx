// The documents that explain one transaction: a receipt, an invoice, a closing statement. Attach one
// already on file or upload a new one; detach keeps the document.
import { useState } from "react";
import { Link } from "wouter";
import { messageOf, type Schemas } from "../api/client";
import { useLink, useRecentDocuments, useTransactionDocuments, useUnlink, useUploadReceipt } from "../api/queries/receipts";
import { date, money } from "../lib/format";
import { toast } from "../lib/toast";
import { Dialog, ErrorNote, Field, Loading } from "./ui";

type Transaction = Schemas["Transaction"];

export function ReceiptsDialog({ row, onClose }: { row: Transaction | null; onClose: () => void }) {
  return (
    <Dialog title="Receipts and documents" open={row !== null} onClose={onClose}>
      {row ? <Receipts row={row} /> : null}
    </Dialog>
  );
}

function Receipts({ row }: { row: Transaction }) {
  const linked = useTransactionDocuments(row.id);
  const recent = useRecentDocuments(true);
  const link = useLink();
  const unlink = useUnlink();
  const upload = useUploadReceipt(row.id);
  const [chosen, setChosen] = useState("");
  const linkedIds = new Set((linked.data?.items ?? []).map((d) => d.id));
  const choices = (recent.data?.items ?? []).filter((d) => !linkedIds.has(d.id));
  const fail = (error: unknown) => toast(messageOf(error));

  return (
    <>
      <p>
        {date(row.transaction_date)}, {row.description}: {money(row.amount)}
      </p>
      <ErrorNote error={linked.error} onRetry={() => void linked.refetch()} />
      {linked.isPending ? (
        <Loading lines={2} />
      ) : linked.data && linked.data.items.length > 0 ? (
        <ul className="plain-list">
          {linked.data.items.map((d) => (
            <li key={d.id}>
              <Link href={`/documents/${d.id}`}>{d.title}</Link>
              {d.doc_date ? <span className="subtle"> ({date(d.doc_date)})</span> : null}{" "}
              <button data-writes type="button" className="link" onClick={() => unlink.mutate({ transactionId: row.id, documentId: d.id }, { onError: fail })} aria-label={`Detach ${d.title}`}>
                Detach
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="subtle">No document is attached yet.</p>
      )}
      <form
        data-writes
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) link.mutate({ transactionId: row.id, documentId: chosen }, { onSuccess: () => setChosen(""), onError: fail });
        }}
      >
        <Field label="Attach a document on file">
          {(props) => (
            <select {...props} value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">Choose a document</option>
              {choices.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.title}
                  {d.doc_date ? ` (${d.doc_date})` : ""}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" disabled={!chosen || link.isPending}>
          Attach
        </button>
      </form>
      <Field label="Or upload a receipt" hint="PDF, image text or a text file; it is filed under Documents too">
        {(props) => (
          <input
            {...props}
            data-writes
            type="file"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate({ file, propertyId: row.property_id }, { onSuccess: () => toast("Receipt uploaded and attached."), onError: fail });
              event.target.value = "";
            }}
          />
        )}
      </Field>
      {upload.isPending ? <p aria-live="polite">Uploading…</p> : null}
    </>
  );
}
