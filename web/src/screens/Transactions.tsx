// The ledger: filters kept in the address (so a link from the assistant or the home screen opens the
// same list), totals of the filtered set from the API, inline recategorizing (the review queue for
// uncategorized rows), add, edit, delete with undo, and CSV export of the filtered set.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { api, messageOf, type Schemas } from "../api/client";
import { restoreTransaction, useDeleteTransaction, useInvalidateLedger, useRecategorize, useTransactionPage } from "../api/queries/transactions";
import { RuleDialog, type RuleDraft } from "../components/RuleDialog";
import { ReceiptsDialog } from "../components/ReceiptsDialog";
import { SplitDialog } from "../components/SplitDialog";
import { TransactionDialog } from "../components/TransactionForm";
import { DateField, Empty, ErrorNote, Field, Loading, Money, PageHeader, Pager, download } from "../components/ui";
import { PERIOD_LABELS, PERIOD_PRESETS, isRealIsoDate, periodOf, presetOf, type PeriodPreset } from "../lib/dates";
import { categoryLabel, count, date } from "../lib/format";
import { groupsOf, useCanWrite, useCategories, useCategoryLabels, usePropertyNames, useProperties } from "../lib/queries";
import { matchTextOf } from "../lib/rules";
import { toast } from "../lib/toast";
import { useUrlFilters } from "../lib/url-filters";

type Transaction = Schemas["Transaction"];
const PAGE_SIZE = 50;

/** The API filters the address describes: a preset period (default year to date) or explicit dates. */
function filtersOf(params: URLSearchParams) {
  // An unknown ?period= (an old or mistyped link) reads as the default rather than breaking the page.
  const preset: PeriodPreset | "custom" = params.get("period") === "custom" || (!params.has("period") && (params.has("start_date") || params.has("end_date"))) ? "custom" : (presetOf(params.get("period")) ?? "ytd");
  const period = preset === "custom" ? { start: params.get("start_date") ?? undefined, end: params.get("end_date") ?? undefined } : periodOf(preset);
  const query: Record<string, string | number | boolean> = {};
  if (period.start) query.start_date = period.start;
  if (period.end) query.end_date = period.end;
  for (const key of ["category", "property_id", "transaction_type", "q"]) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  if (params.get("uncategorized") === "true") query.uncategorized = true;
  return { preset, query };
}

export default function Transactions() {
  const { params, update } = useUrlFilters();
  const labels = useCategoryLabels();
  const names = usePropertyNames();
  const categories = useCategories();
  const canWrite = useCanWrite();
  const properties = useProperties();
  const [editing, setEditing] = useState<{ row: Transaction | null } | null>(null);
  const [splitting, setSplitting] = useState<string | null>(null);
  const [receipts, setReceipts] = useState<Transaction | null>(null);
  const [text, setText] = useState(params.get("q") ?? "");
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { preset, query } = filtersOf(params);

  const list = useTransactionPage(query, page, PAGE_SIZE);


  // The search box follows the address (back, forward, a link to other words).
  const urlText = params.get("q") ?? "";
  useEffect(() => setText(urlText), [urlText]);

  // A page past the end (rows deleted, filters narrowed) goes to the last page there is, in place of
  // the address (Back must not lead to the empty page again).
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage && !list.isPlaceholderData) update({ page: lastPage === 1 ? null : String(lastPage) }, { replace: true });
  }, [lastPage, page, list.isPlaceholderData]);

  const invalidate = useInvalidateLedger();

  // "Always categorise like this": a rule from a row's words and direction (and its category once it
  // has one); once saved, the rules screen previews it on the rest of the review queue.
  const [, navigate] = useLocation();
  const [ruleDraft, setRuleDraft] = useState<RuleDraft | null>(null);
  const draftOf = (row: Transaction): RuleDraft => ({
    match_text: matchTextOf(row.description),
    direction: row.transaction_type === "REVENUE" ? "in" : "out",
    ...(row.extra_metadata.uncategorized === true ? {} : { set_category: row.category }),
    ...(row.property_id ? { set_property_id: row.property_id } : {}),
  });

  const recategorize = useRecategorize({
    onSuccess: (row) =>
      toast(`Categorized as ${categoryLabel(row.category, labels)}.`, {
        label: "Always categorise like this",
        run: () => setRuleDraft(draftOf(row)),
      }),
    onError: (error) => toast(messageOf(error)),
  });

  const remove = useDeleteTransaction<{ row: Transaction; returnTo: HTMLElement | null }>({
    onSuccess: (_, { row, returnTo }) => {
      // The row the focus was on is gone: the focus goes to Undo, and back to the list after.
      toast(
        `Deleted: ${row.description}.`,
        {
          label: "Undo",
          run: () => void restoreTransaction(row.id).then(invalidate, (error) => toast(messageOf(error))),
        },
        undefined,
        { focus: true, returnTo },
      );
    },
    onError: (error) => toast(messageOf(error)),
  });

  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      const { data, response } = await api.GET("/api/v1/transactions/export.csv", { params: { query }, parseAs: "blob" });
      if (!response.ok || !data) throw new Error(`The export failed (${response.status}).`);
      const name = /filename="?([^";]+)"?/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "transactions.csv";
      download(data, name);
    } catch (error) {
      toast(messageOf(error));
    } finally {
      setExporting(false);
    }
  }

  const categoryItems = categories.data?.items ?? [];
  const reviewing = params.get("uncategorized") === "true";

  return (
    <>
      <PageHeader title={reviewing ? "Review uncategorized transactions" : "Transactions"}>
        <button data-writes type="button" className="primary" onClick={() => setEditing({ row: null })}>
          Add transaction
        </button>
        <Link data-writes href="/transactions/import" className="button">
          Import a file
        </Link>
        <Link href="/rules" className="button">
          Rules
        </Link>
        <button type="button" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? "Exporting…" : "Export CSV"}
        </button>
      </PageHeader>

      <form className="filters card" role="search" aria-label="Filter transactions" onSubmit={(event) => (event.preventDefault(), update({ q: text.trim() || null }))}>
        <Field label="Period">
          {(props) => (
            <select {...props} value={preset} onChange={(event) => update({ period: event.target.value === "custom" ? "custom" : event.target.value, start_date: null, end_date: null })}>
              {PERIOD_PRESETS.map((value) => (
                <option key={value} value={value}>
                  {PERIOD_LABELS[value]}
                </option>
              ))}
              <option value="custom">Custom dates</option>
            </select>
          )}
        </Field>
        {preset === "custom" ? (
          <>
            {/* The filter follows a date once it is a real one. */}
            <DateField label="From" hint="" value={params.get("start_date") ?? ""} onChange={(value) => (value === "" || isRealIsoDate(value)) && update({ period: "custom", start_date: value })} />
            <DateField label="To" hint="" value={params.get("end_date") ?? ""} onChange={(value) => (value === "" || isRealIsoDate(value)) && update({ period: "custom", end_date: value })} />
          </>
        ) : null}
        <Field label="Category">
          {(props) => (
            <select {...props} value={params.get("category") ?? ""} onChange={(event) => update({ category: event.target.value })}>
              <option value="">All categories</option>
              {params.get("category")?.includes(",") ? <option value={params.get("category")!}>{params.get("category")!.split(",").map((value) => categoryLabel(value, labels)).join(", ")}</option> : null}
              <optgroup label="Groups">
                {groupsOf(categoryItems).map((group) => (
                  <option key={group.value} value={group.value}>
                    All {group.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Categories">
                {categoryItems.map((category) => (
                  <option key={category.value} value={category.value}>
                    {category.label}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </Field>
        <Field label="Property">
          {(props) => (
            <select {...props} value={params.get("property_id") ?? ""} onChange={(event) => update({ property_id: event.target.value })}>
              <option value="">All properties</option>
              {(properties.data?.items ?? []).map((property) => (
                <option key={property.id} value={property.id}>
                  {property.address}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Type">
          {(props) => (
            <select {...props} value={params.get("transaction_type") ?? ""} onChange={(event) => update({ transaction_type: event.target.value })}>
              <option value="">Income and expenses</option>
              <option value="REVENUE">Income</option>
              <option value="EXPENSE">Expenses</option>
            </select>
          )}
        </Field>
        <Field label="Text">{(props) => <input {...props} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Description contains" />}</Field>
        <div className="field">
          <label>
            <input type="checkbox" checked={reviewing} onChange={(event) => update({ uncategorized: event.target.checked ? "true" : null })} /> Only uncategorized
          </label>
        </div>
        <div className="field">
          <button type="submit">Search</button>
        </div>
      </form>

      <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      {list.data ? (
        <div className="totals" aria-live="polite" data-testid="totals">
          <div>
            <span>{count(list.data.total)} transactions</span>
          </div>
          <div>
            <span>Income</span>
            <Money value={list.data.sum.revenue} />
          </div>
          <div>
            <span>Expenses</span>
            <Money value={list.data.sum.expense} />
          </div>
          <div>
            <span>Net</span>
            <Money value={list.data.sum.net} signed />
          </div>
        </div>
      ) : null}

      {list.isPending ? (
        <Loading lines={10} />
      ) : list.data && list.data.items.length === 0 ? (
        <Empty>{reviewing ? "Nothing to review: every transaction in this period has a category." : "No transactions match these filters."}</Empty>
      ) : (
        <div className="table-wrap card" tabIndex={0}>
          <table className="table phone-rows" aria-busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Category</th>
                <th scope="col">Property</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(list.data?.items ?? []).map((row) => {
                const uncategorized = row.extra_metadata.uncategorized === true;
                return (
                  <tr key={row.id}>
                    <td>{date(row.transaction_date)}</td>
                    <td className="wide">
                      {row.description}
                      {row.split_of ? <div className="subtle">Part of a split bank line</div> : null}
                    </td>
                    <td className="wide">
                      <label className="visually-hidden" htmlFor={`category-${row.id}`}>
                        Category of {row.description}
                      </label>
                      <CategorySelect
                        id={`category-${row.id}`}
                        value={uncategorized ? "" : row.category}
                        onCommit={(category) => recategorize.mutate({ id: row.id, category })}
                        className={uncategorized ? "needs-review" : undefined}
                        disabled={!canWrite}
                      >
                        {uncategorized ? <option value="">Choose a category…</option> : null}
                        {categoryItems
                          .filter((category) => category.type === row.transaction_type)
                          .map((category) => (
                            <option key={category.value} value={category.value}>
                              {category.label}
                            </option>
                          ))}
                      </CategorySelect>
                      {uncategorized ? <div className="subtle">Needs a category</div> : null}
                    </td>
                    <td className="wide">{row.property_id ? (names.get(row.property_id) ?? "…") : <span className="subtle">Company</span>}</td>
                    <td className="num">{row.transaction_type === "EXPENSE" ? <Money value={`-${row.amount}`} signed /> : <Money value={row.amount} />}</td>
                    <td className="row-actions wide">
                      {uncategorized ? (
                        <button data-writes type="button" className="link" onClick={() => setRuleDraft(draftOf(row))} aria-label={`Make a rule from ${row.description}`}>
                          Make a rule
                        </button>
                      ) : null}
                      <button data-writes type="button" className="link" onClick={() => setEditing({ row })} aria-label={`Edit ${row.description}`}>
                        Edit
                      </button>
                      <button data-writes type="button" className="link" onClick={() => setSplitting(row.id)} aria-label={`${row.split_of ? "Change the split of" : "Split"} ${row.description}`}>
                        {row.split_of ? "Parts" : "Split"}
                      </button>
                      <button type="button" className="link" onClick={() => setReceipts(row)} aria-label={`Receipts of ${row.description}`}>
                        Receipts
                      </button>
                      <button data-writes type="button" className="link" onClick={(event) => remove.mutate({ row, returnTo: event.currentTarget.closest<HTMLElement>(".table-wrap") })} aria-label={`Delete ${row.description}`}>
                        Delete
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.data ? <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(next) => update({ page: String(next) })} /> : null}
      <SplitDialog transactionId={splitting} onClose={() => setSplitting(null)} />
      <ReceiptsDialog row={receipts} onClose={() => setReceipts(null)} />
      <TransactionDialog open={editing != null} row={editing?.row ?? null} onClose={() => setEditing(null)} />
      <RuleDialog open={ruleDraft != null} rule={null} draft={ruleDraft ?? {}} onClose={() => setRuleDraft(null)} onSaved={() => navigate("/rules?apply=preview")} />
    </>
  );
}

const BROWSING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

/**
 * A select that saves once per choice: a pick with the mouse (or from the opened list) saves at once,
 * while arrow keys on the closed select only move the choice, saved on Enter or when the focus leaves.
 * A browser changes a closed select's value on every arrow key, which would save each step.
 */
function CategorySelect({ value, onCommit, ...rest }: { value: string; onCommit: (value: string) => void; id: string; className?: string | undefined; disabled?: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(value);
  const browsing = useRef(false);
  // The last value saved, so a blur after a pick does not save it twice.
  const saved = useRef(value);
  useEffect(() => {
    saved.current = value;
    setShown(value);
  }, [value]);
  const commit = (next: string) => {
    browsing.current = false;
    if (next === saved.current || next === "") return;
    saved.current = next;
    onCommit(next);
  };
  return (
    <select
      {...rest}
      value={shown}
      onKeyDown={(event) => {
        if (BROWSING_KEYS.has(event.key)) browsing.current = true;
        else if (event.key === "Enter") commit(shown);
      }}
      onMouseDown={() => (browsing.current = false)}
      onChange={(event) => {
        setShown(event.target.value);
        if (!browsing.current) commit(event.target.value);
      }}
      onBlur={() => commit(shown)}
    >
      {rest.children}
    </select>
  );
}
