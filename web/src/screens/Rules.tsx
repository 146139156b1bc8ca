// Saved categorisation rules: the ordered list (the first match wins), add, change, move and delete,
// applying them to the review queue (a preview of every change, then apply, with Undo), and the
// built-in guesses tried after them.
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { useUrlFilters } from "../lib/url-filters";
import { messageOf } from "../api/client";
import { useApplyRules, useDeleteRule, useMoveRule, usePreviewRules, useRules, useUndoRuleRun, type Rule, type RulePreview } from "../api/queries/rules";
import { BuiltinRules } from "../components/BuiltinRules";
import { RuleDialog } from "../components/RuleDialog";
import { Empty, ErrorNote, Loading, Money, PageHeader } from "../components/ui";
import { categoryLabel, count, date } from "../lib/format";
import { useCanWrite, useCategoryLabels, usePropertyNames } from "../lib/queries";
import { toast } from "../lib/toast";

type Preview = RulePreview;

function matchesOf(rule: Rule): string {
  const parts = [
    rule.match_text ? `${rule.match_mode === "word" ? "has the words" : "has"} “${rule.match_text}”` : null,
    rule.direction ? `money ${rule.direction}` : null,
    rule.amount_min && rule.amount_max ? `${rule.amount_min} to ${rule.amount_max}` : rule.amount_min ? `at least ${rule.amount_min}` : rule.amount_max ? `at most ${rule.amount_max}` : null,
    rule.source_account ? `account ${rule.source_account}` : null,
  ];
  return parts.filter(Boolean).join(", ");
}

export default function Rules() {
  const canWrite = useCanWrite();
  const labels = useCategoryLabels();
  const names = usePropertyNames();
  const { params, update } = useUrlFilters();
  const rules = useRules();
  const [editing, setEditing] = useState<{ rule: Rule | null } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const onError = (error: unknown) => toast(messageOf(error));

  const move = useMoveRule({ onError });
  const remove = useDeleteRule({ onSuccess: () => toast("Rule deleted. Transactions it categorised keep their category."), onError });
  const check = usePreviewRules({ onSuccess: setPreview, onError });
  const undo = useUndoRuleRun();
  const apply = useApplyRules({
    onSuccess: (result) => {
      setPreview(null);
      const runId = result.run_id;
      toast(
        `${count(result.applied)} transactions categorised.${result.remaining > 0 ? ` ${count(result.remaining)} more wait: apply again.` : ""}`,
        runId
          ? {
              label: "Undo",
              run: () =>
                void undo(runId).then(
                  (undone) => toast(`${count(undone.restored)} put back${undone.kept > 0 ? `; ${count(undone.kept)} changed since keep their change` : ""}.`),
                  (error) => toast(messageOf(error)),
                ),
            }
          : undefined,
        12000,
        { focus: true },
      );
    },
    onError,
  });

  // Arriving from the review queue with a new rule: show at once what it would do to the rest.
  useEffect(() => {
    if (params.get("apply") === "preview" && canWrite) {
      update({ apply: null }, { replace: true, keepPage: true });
      check.mutate();
    }
  }, [params]);

  const items = rules.data?.items ?? [];
  return (
    <>
      <PageHeader title="Categorisation rules">
        <button data-writes type="button" className="primary" onClick={() => setEditing({ rule: null })}>
          Add rule
        </button>
        <button data-writes type="button" onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? "Checking…" : "Apply to uncategorized"}
        </button>
      </PageHeader>
      <p className="subtle">
        Imports of bank files try these rules in order before the built-in guesses; the first that matches a line wins. Rows still without a category wait in the{" "}
        <Link href="/transactions?uncategorized=true">review queue</Link>.
      </p>

      {preview ? (
        <section className="card" aria-labelledby="preview-title">
          <h2 id="preview-title">{preview.changes.length === 0 ? "No rule matches a transaction waiting for a category" : `${count(preview.changes.length)} of ${count(preview.considered)} waiting transactions would change`}</h2>
          {preview.changes.length > 0 ? (
            <>
              <div className="table-wrap" tabIndex={0}>
                <table className="table phone-rows">
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Description</th>
                      <th scope="col">Category</th>
                      <th scope="col">Property</th>
                      <th scope="col" className="num">
                        Amount
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.changes.map((change) => (
                      <tr key={change.transaction_id}>
                        <td>{date(change.transaction_date)}</td>
                        <td className="wide">{change.description}</td>
                        <td className="wide">
                          {change.split ? `Split in ${change.split.length} parts` : categoryLabel(change.category.to, labels)}
                          {change.split ? (
                            <ul className="subtle split-parts">
                              {change.split.map((part, i) => (
                                <li key={i}>
                                  {categoryLabel(part.category, labels)}: <Money value={part.amount} />
                                </li>
                              ))}
                            </ul>
                          ) : null}
                          {change.split_problem ? <div className="subtle">Booked whole: {change.split_problem}</div> : null}
                          {change.rule_name ? <div className="subtle">by “{change.rule_name}”</div> : null}
                        </td>
                        <td className="wide">{change.property_id.to ? (names.get(change.property_id.to) ?? "…") : <span className="subtle">Company</span>}</td>
                        <td className="num">
                          <Money value={change.transaction_type === "EXPENSE" ? `-${change.amount}` : change.amount} signed={change.transaction_type === "EXPENSE"} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {preview.remaining > 0 ? <p className="subtle">{count(preview.remaining)} more wait beyond these; apply again after.</p> : null}
            </>
          ) : null}
          <div className="form-actions">
            <button type="button" onClick={() => setPreview(null)}>
              Close
            </button>
            {preview.changes.length > 0 ? (
              <button data-writes type="button" className="primary" onClick={() => apply.mutate()} disabled={apply.isPending}>
                {apply.isPending ? "Applying…" : `Apply ${count(preview.changes.length)} changes`}
              </button>
            ) : null}
          </div>
        </section>
      ) : null}

      <ErrorNote error={rules.error} onRetry={() => void rules.refetch()} />
      {rules.isPending ? (
        <Loading lines={4} />
      ) : items.length === 0 ? (
        <Empty>No rules yet. Add one here, or choose “Always categorise like this” on a row of the review queue.</Empty>
      ) : (
        <div className="table-wrap card" tabIndex={0}>
          <table className="table phone-rows">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">When a transaction</th>
                <th scope="col">Then</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((rule, index) => (
                <tr key={rule.id}>
                  <td>{rule.position}</td>
                  <td className="wide">
                    {rule.name ? <strong>{rule.name}: </strong> : null}
                    {matchesOf(rule)}
                  </td>
                  <td className="wide">
                    {[rule.set_category ? categoryLabel(rule.set_category, labels) : null, rule.set_property_id ? (names.get(rule.set_property_id) ?? "a property") : null, rule.set_counterparty ? `counterparty ${rule.set_counterparty}` : null]
                      .filter(Boolean)
                      .join("; ")}
                  </td>
                  <td className="row-actions wide">
                    <button data-writes type="button" className="link" disabled={index === 0 || move.isPending} onClick={() => move.mutate({ rule, position: rule.position - 1 })} aria-label={`Move rule ${rule.position} up`}>
                      Up
                    </button>
                    <button data-writes type="button" className="link" disabled={index === items.length - 1 || move.isPending} onClick={() => move.mutate({ rule, position: rule.position + 1 })} aria-label={`Move rule ${rule.position} down`}>
                      Down
                    </button>
                    <button data-writes type="button" className="link" onClick={() => setEditing({ rule })} aria-label={`Edit rule ${rule.position}`}>
                      Edit
                    </button>
                    <button data-writes type="button" className="link" onClick={() => remove.mutate(rule)} aria-label={`Delete rule ${rule.position}`}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BuiltinRules />
      <RuleDialog open={editing != null} rule={editing?.rule ?? null} onClose={() => setEditing(null)} onSaved={(saved) => toast(editing?.rule ? "Rule saved." : `Rule ${saved.position} added.`)} />
    </>
  );
}
