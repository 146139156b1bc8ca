import { useState } from "react";
import { useDeposits, useRecordDeposit, useSettleDeposit, type Deposit } from "../api/queries/deposits";
import { today } from "../lib/dates";
import { date } from "../lib/format";
import { useCanWrite } from "../lib/queries";
import { toast } from "../lib/toast";
import { DateField, Empty, ErrorNote, Field, fieldError, FormActions, Loading, Money, OtherErrors } from "./ui";

const KINDS = [
  ["returned", "Returned to the tenant"],
  ["kept_for_damages", "Kept for damages (income)"],
  ["kept_for_rent", "Kept for unpaid rent (income)"],
] as const;

/**
 * Security deposits a property holds: a liability, not income, until a part is kept. A writer records
 * one received and settles it (returned, or kept for damages or rent, which the books then count).
 */
export function Deposits({ propertyId }: { propertyId: string }) {
  const canWrite = useCanWrite();
  const deposits = useDeposits(propertyId);
  const [adding, setAdding] = useState(false);
  const [settling, setSettling] = useState<Deposit | null>(null);
  return (
    <section className="card" aria-labelledby="deposits-title">
      <h2 id="deposits-title">Security deposits held</h2>
      <p className="subtle">A deposit is owed back to the tenant, so it is not income: it counts only when a part is kept.</p>
      <ErrorNote error={deposits.error} onRetry={() => void deposits.refetch()} />
      {deposits.isPending ? (
        <Loading lines={2} />
      ) : deposits.data && deposits.data.items.length > 0 ? (
        <div className="table-wrap" tabIndex={0}>
          <table className="table compact" data-testid="deposits">
            <thead>
              <tr>
                <th scope="col">Tenant</th>
                <th scope="col">Received</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  Held
                </th>
                {canWrite ? <th scope="col">Action</th> : null}
              </tr>
            </thead>
            <tbody>
              {deposits.data.items.map((d) => (
                <tr key={d.id}>
                  <td>{d.tenant}</td>
                  <td>{date(d.received_date)}</td>
                  <td className="num">
                    <Money value={d.amount} />
                  </td>
                  <td className="num">
                    <Money value={d.held} />
                  </td>
                  {canWrite ? (
                    <td>
                      <button type="button" className="link" onClick={() => setSettling(d)}>
                        Return or keep
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Held in all
                </th>
                <td className="num">
                  <Money value={deposits.data.held} />
                </td>
                {canWrite ? <td /> : null}
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <Empty>No deposit is held for this property.</Empty>
      )}
      {canWrite && !adding && !settling ? (
        <button type="button" onClick={() => setAdding(true)}>
          Record a deposit
        </button>
      ) : null}
      {adding ? <AddDeposit propertyId={propertyId} onDone={() => (setAdding(false), toast("Deposit recorded"))} onCancel={() => setAdding(false)} /> : null}
      {settling ? <Settle deposit={settling} onDone={() => (setSettling(null), toast("Deposit settled"))} onCancel={() => setSettling(null)} /> : null}
    </section>
  );
}

function AddDeposit({ propertyId, onDone, onCancel }: { propertyId: string; onDone: () => void; onCancel: () => void }) {
  const [tenant, setTenant] = useState("");
  const [amount, setAmount] = useState("");
  const [received, setReceived] = useState(today());
  const save = useRecordDeposit(onDone);
  return (
    <form
      className="form-grid"
      aria-label="Record a deposit"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ property_id: propertyId, tenant, amount, received_date: received });
      }}
    >
      <Field label="Tenant" error={fieldError(save.error, "tenant")}>
        {(props) => <input {...props} value={tenant} onChange={(event) => setTenant(event.target.value)} required />}
      </Field>
      <Field label="Amount" hint="e.g. 1675.00" error={fieldError(save.error, "amount")}>
        {(props) => <input {...props} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} required />}
      </Field>
      <DateField label="Received" value={received} onChange={setReceived} error={fieldError(save.error, "received_date")} required />
      <OtherErrors error={save.error} shown={["tenant", "amount", "received_date"]} />
      <FormActions onCancel={onCancel} pending={save.isPending} submit="Save" />
    </form>
  );
}

function Settle({ deposit, onDone, onCancel }: { deposit: Deposit; onDone: () => void; onCancel: () => void }) {
  const [kind, setKind] = useState<(typeof KINDS)[number][0]>("returned");
  const [amount, setAmount] = useState(deposit.held);
  const [settled, setSettled] = useState(today());
  const save = useSettleDeposit(deposit.id, onDone);
  return (
    <form
      className="form-grid"
      aria-label={`Return or keep ${deposit.tenant}'s deposit`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ kind, amount, settled_date: settled });
      }}
    >
      <p>
        {deposit.tenant}: <Money value={deposit.held} /> held.
      </p>
      <Field label="What happens to it">
        {(props) => (
          <select {...props} value={kind} onChange={(event) => setKind(event.target.value as typeof kind)}>
            {KINDS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Amount" error={fieldError(save.error, "amount")}>
        {(props) => <input {...props} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} required />}
      </Field>
      <DateField label="Date" value={settled} onChange={setSettled} error={fieldError(save.error, "settled_date")} required />
      <OtherErrors error={save.error} shown={["amount", "settled_date"]} />
      <FormActions onCancel={onCancel} pending={save.isPending} submit="Save" />
    </form>
  );
}
