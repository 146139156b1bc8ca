// Split one bank line into parts (rent and the host fee of a payout; interest, escrow and principal of
// a mortgage payment), each with its own category, property and description. What is left to book is
// shown as the parts are typed, and Save waits until the parts equal the line to the cent.
import { useEffect, useState, type FormEvent } from "react";
import { messageOf, type Schemas } from "../api/client";
import { useBankLine, useJoinLine, useSplitLine, type BankLine } from "../api/queries/splits";
import { amountInput, money } from "../lib/format";
import { useCategories, useProperties } from "../lib/queries";
import { toast } from "../lib/toast";
import { Dialog, ErrorNote, Field, fieldError, FormActions, Loading, OtherErrors } from "./ui";

type CategoryValue = Schemas["TransactionCreate"]["category"];
type Part = { amount: string; category: string; property_id: string; description: string };

/** Typed money as cents, or null while it is not an amount yet ("12.", "abc"). */
function centsOf(text: string): number | null {
  const clean = amountInput(text);
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ""] = clean.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const partsOf = (line: BankLine): Part[] =>
  line.split
    ? line.parts.map((p) => ({ amount: p.amount, category: p.category, property_id: p.property_id ?? "", description: p.description }))
    : [
        { amount: line.amount, category: line.parts[0]!.category, property_id: line.parts[0]!.property_id ?? "", description: "" },
        { amount: "", category: "", property_id: line.parts[0]!.property_id ?? "", description: "" },
      ];

export function SplitDialog({ transactionId, onClose }: { transactionId: string | null; onClose: () => void }) {
  const line = useBankLine(transactionId);
  return (
    <Dialog title="Split a bank line" open={transactionId !== null} onClose={onClose}>
      <ErrorNote error={line.error} onRetry={() => void line.refetch()} />
      {line.data ? <SplitForm line={line.data} onClose={onClose} /> : line.isPending ? <Loading lines={4} /> : null}
    </Dialog>
  );
}

function SplitForm({ line, onClose }: { line: BankLine; onClose: () => void }) {
  const categories = useCategories();
  const properties = useProperties();
  const [parts, setParts] = useState<Part[]>(() => partsOf(line));
  useEffect(() => setParts(partsOf(line)), [line]);
  const done = (saved: BankLine) => {
    toast(saved.split ? `Split into ${saved.parts.length} parts.` : "Booked whole again.");
    onClose();
  };
  const save = useSplitLine(line.id, done);
  const join = useJoinLine(line.id, done);

  // Revenue parts are money in, expense parts money out; what is left is what the line still needs.
  const typeOf = (category: string) => categories.data?.items.find((c) => c.value === category)?.type;
  const lineSigned = (centsOf(line.amount) ?? 0) * (line.direction === "in" ? 1 : -1);
  const booked = parts.reduce((sum, p) => sum + (centsOf(p.amount) ?? 0) * (typeOf(p.category) === "REVENUE" ? 1 : typeOf(p.category) === "EXPENSE" ? -1 : 0), 0);
  const left = lineSigned - booked;
  const complete = parts.every((p) => centsOf(p.amount) !== null && p.category !== "");
  const set = (i: number, change: Partial<Part>) => setParts(parts.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const error = save.error ?? join.error;

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.mutate(
          parts.map((p) => ({
            amount: amountInput(p.amount),
            category: p.category as CategoryValue,
            property_id: p.property_id || null,
            ...(p.description.trim() ? { description: p.description.trim() } : {}),
          })),
        );
      }}
      noValidate
    >
      <p>
        {line.description}: <strong>{money(line.amount)}</strong> {line.direction === "in" ? "in" : "out"} on {line.transaction_date}
        {line.source_account ? ` (${line.source_account})` : ""}.
      </p>
      {parts.map((part, i) => (
        <fieldset key={i} className="split-part">
          <legend>Part {i + 1}</legend>
          <Field label="Amount" error={fieldError(error, "amount")}>
            {(props) => <input {...props} inputMode="decimal" placeholder="0.00" value={part.amount} onChange={(event) => set(i, { amount: event.target.value })} />}
          </Field>
          <Field label="Category">
            {(props) => (
              <select {...props} value={part.category} onChange={(event) => set(i, { category: event.target.value })}>
                <option value="">Choose a category</option>
                {(["REVENUE", "EXPENSE"] as const).map((type) => (
                  <optgroup key={type} label={type === "REVENUE" ? "Income (money in)" : "Expenses (money out)"}>
                    {(categories.data?.items ?? [])
                      .filter((c) => c.type === type)
                      .map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
          <Field label="Property">
            {(props) => (
              <select {...props} value={part.property_id} onChange={(event) => set(i, { property_id: event.target.value })}>
                <option value="">Company level (no property)</option>
                {(properties.data?.items ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.address}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Description (optional)" hint="Left empty: the bank's description">
            {(props) => <input {...props} value={part.description} onChange={(event) => set(i, { description: event.target.value })} />}
          </Field>
          {parts.length > 2 ? (
            <button type="button" className="link" onClick={() => setParts(parts.filter((_, j) => j !== i))}>
              Remove part {i + 1}
            </button>
          ) : null}
        </fieldset>
      ))}
      <div className="split-actions">
        <button type="button" onClick={() => setParts([...parts, { amount: left !== 0 ? (Math.abs(left) / 100).toFixed(2) : "", category: "", property_id: parts[0]?.property_id ?? "", description: "" }])} disabled={parts.length >= 20}>
          Add a part
        </button>
        <output aria-live="polite" className={left === 0 ? "ok" : "warn"}>
          {left === 0 ? "The parts equal the line." : `Left to book: ${money((Math.abs(left) / 100).toFixed(2))} ${left > 0 ? "in" : "out"}`}
        </output>
      </div>
      <OtherErrors error={error} shown={["amount"]} />
      <FormActions onCancel={onClose} pending={save.isPending} disabled={left !== 0 || !complete} submit="Save split">
        {line.split ? (
          <button type="button" onClick={() => join.mutate(undefined, { onError: (e) => toast(messageOf(e)) })} disabled={join.isPending}>
            Book whole again
          </button>
        ) : null}
      </FormActions>
    </form>
  );
}
