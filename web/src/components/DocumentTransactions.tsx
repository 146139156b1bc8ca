// On a document's page: the transactions it explains, and the bank lines its text suggests (same
// amount, dated within a week, the vendor's first). A suggestion is linked only when confirmed.
import { Link } from "wouter";
import { messageOf } from "../api/client";
import { useDocumentTransactions, useLink, useSuggestions, useUnlink } from "../api/queries/receipts";
import { date, money } from "../lib/format";
import { toast } from "../lib/toast";
import { ErrorNote, Loading } from "./ui";

export function DocumentTransactions({ documentId, searchable }: { documentId: string; searchable: boolean }) {
  const linked = useDocumentTransactions(documentId);
  const suggestions = useSuggestions(documentId, searchable);
  const link = useLink();
  const unlink = useUnlink();
  const fail = (error: unknown) => toast(messageOf(error));
  const amount = (t: { amount: string; transaction_type: string }) => money(t.transaction_type === "EXPENSE" ? `-${t.amount}` : t.amount);

  return (
    <section className="card" aria-labelledby="explains-title">
      <h2 id="explains-title">Transactions it explains</h2>
      <ErrorNote error={linked.error ?? suggestions.error} onRetry={() => void Promise.all([linked.refetch(), suggestions.refetch()])} />
      {linked.isPending ? (
        <Loading lines={2} />
      ) : linked.data && linked.data.items.length > 0 ? (
        <ul className="plain-list">
          {linked.data.items.map((t) => (
            <li key={t.id}>
              <Link href={`/transactions?period=custom&start_date=${t.transaction_date}&end_date=${t.transaction_date}`}>
                {date(t.transaction_date)}, {t.description}
              </Link>{" "}
              {amount(t)}{" "}
              <button data-writes type="button" className="link" onClick={() => unlink.mutate({ transactionId: t.id, documentId }, { onError: fail })} aria-label={`Unlink ${t.description}`}>
                Unlink
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="subtle">None linked yet.</p>
      )}
      {searchable ? (
        <>
          <h3>Suggested from its text</h3>
          {suggestions.isPending ? (
            <Loading lines={2} />
          ) : suggestions.data && suggestions.data.items.length > 0 ? (
            <ul className="plain-list">
              {suggestions.data.items.map((s) => (
                <li key={s.transaction.id}>
                  {date(s.transaction.transaction_date)}, {s.transaction.description} {amount(s.transaction)} <span className="subtle">{s.reason}</span>{" "}
                  <button data-writes type="button" onClick={() => link.mutate({ transactionId: s.transaction.id, documentId }, { onSuccess: () => toast("Linked."), onError: fail })} disabled={link.isPending}>
                    Link
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="subtle">
              {suggestions.data && suggestions.data.amounts.length > 0 && suggestions.data.dates.length > 0
                ? `No bank line of ${suggestions.data.amounts.map((a) => money(a)).join(", ")} within a week of ${suggestions.data.dates.map((d) => date(d)).join(", ")}.`
                : "Its text states no amount and date to match a bank line by."}
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}
