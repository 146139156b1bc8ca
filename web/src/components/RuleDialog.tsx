// Adds or changes a saved categorisation rule: what it matches and what it sets.
import { useEffect, useState, type FormEvent } from "react";
import type { Schemas } from "../api/client";
import { useSaveRule, type Rule } from "../api/queries/rules";
import { useCategories, useProperties } from "../lib/queries";
import { Dialog, Field, fieldError, FormActions, OtherErrors } from "./ui";

export type { Rule };

type Form = {
  name: string;
  match_text: string;
  match_mode: "contains" | "word";
  direction: "" | "in" | "out";
  amount_min: string;
  amount_max: string;
  source_account: string;
  set_category: string;
  set_property_id: string;
  set_counterparty: string;
};

/** What a new rule starts from: empty, or a transaction's own words (the review queue's "Always categorise like this"). */
export type RuleDraft = Partial<Form>;

const formOf = (rule: Rule | null, draft: RuleDraft = {}): Form => ({
  name: rule?.name ?? "",
  match_text: rule?.match_text ?? "",
  match_mode: rule?.match_mode ?? "contains",
  direction: rule?.direction ?? "",
  amount_min: rule?.amount_min ?? "",
  amount_max: rule?.amount_max ?? "",
  source_account: rule?.source_account ?? "",
  set_category: rule?.set_category ?? "",
  set_property_id: rule?.set_property_id ?? "",
  set_counterparty: rule?.set_counterparty ?? "",
  ...draft,
});

/** The request body of a form: empty fields are null (a PATCH clears them). */
function bodyOf(input: Form): Schemas["RuleCreate"] {
  const text = (value: string) => value.trim() || null;
  return {
    name: text(input.name),
    match_text: text(input.match_text),
    match_mode: input.match_mode,
    direction: input.direction || null,
    amount_min: text(input.amount_min),
    amount_max: text(input.amount_max),
    source_account: text(input.source_account),
    set_category: (input.set_category || null) as Schemas["RuleCreate"]["set_category"],
    set_property_id: input.set_property_id || null,
    set_counterparty: text(input.set_counterparty),
  };
}

export function RuleDialog({ open, rule, draft, onClose, onSaved }: { open: boolean; rule: Rule | null; draft?: RuleDraft; onClose: () => void; onSaved?: (rule: Rule) => void }) {
  const categories = useCategories();
  const properties = useProperties();
  const [form, setForm] = useState<Form>(() => formOf(rule, draft));
  useEffect(() => {
    if (open) setForm(formOf(rule, draft));
    // Opening it, or for another rule, starts a new form; typing must not reset it.
  }, [open, rule?.id]);

  const save = useSaveRule({
    onSuccess: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });
  const submit = (input: Form) => save.mutate({ id: rule?.id, body: bodyOf(input) });

  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const direction = form.direction === "in" ? "REVENUE" : form.direction === "out" ? "EXPENSE" : null;
  const shownErrors = ["name", "match_text", "match_mode", "direction", "amount_min", "amount_max", "source_account", "set_category", "set_property_id", "set_counterparty"];

  return (
    <Dialog title={rule ? "Change the rule" : "New rule"} open={open} onClose={onClose}>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit(form);
        }}
        noValidate
      >
        <fieldset>
          <legend>When a transaction…</legend>
          <div className="form-grid">
            <Field label="Description has" hint="Case is ignored" error={fieldError(save.error, "match_text")}>
              {(props) => <input {...props} name="match_text" value={form.match_text} onChange={(event) => set({ match_text: event.target.value })} />}
            </Field>
            <Field label="Match" error={fieldError(save.error, "match_mode")}>
              {(props) => (
                <select {...props} value={form.match_mode} onChange={(event) => set({ match_mode: event.target.value as Form["match_mode"] })}>
                  <option value="contains">Anywhere in the description</option>
                  <option value="word">As whole words</option>
                </select>
              )}
            </Field>
            <Field label="Direction" error={fieldError(save.error, "direction")}>
              {(props) => (
                <select {...props} value={form.direction} onChange={(event) => set({ direction: event.target.value as Form["direction"] })}>
                  <option value="">Money in or out</option>
                  <option value="in">Money in</option>
                  <option value="out">Money out</option>
                </select>
              )}
            </Field>
            <Field label="Amount from" hint="Optional, such as 100.00" error={fieldError(save.error, "amount_min")}>
              {(props) => <input {...props} inputMode="decimal" value={form.amount_min} onChange={(event) => set({ amount_min: event.target.value })} />}
            </Field>
            <Field label="Amount up to" hint="Optional" error={fieldError(save.error, "amount_max")}>
              {(props) => <input {...props} inputMode="decimal" value={form.amount_max} onChange={(event) => set({ amount_max: event.target.value })} />}
            </Field>
            <Field label="Account" hint="Optional: only lines of this source account" error={fieldError(save.error, "source_account")}>
              {(props) => <input {...props} value={form.source_account} onChange={(event) => set({ source_account: event.target.value })} />}
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>…then set</legend>
          <div className="form-grid">
            <Field label="Category" error={fieldError(save.error, "set_category")}>
              {(props) => (
                <select {...props} name="set_category" value={form.set_category} onChange={(event) => set({ set_category: event.target.value })}>
                  <option value="">Leave the category</option>
                  {(categories.data?.items ?? [])
                    .filter((category) => direction === null || category.type === direction)
                    .map((category) => (
                      <option key={category.value} value={category.value}>
                        {category.label} ({category.type === "REVENUE" ? "income" : "expense"})
                      </option>
                    ))}
                </select>
              )}
            </Field>
            <Field label="Property" hint="Only on lines without one" error={fieldError(save.error, "set_property_id")}>
              {(props) => (
                <select {...props} value={form.set_property_id} onChange={(event) => set({ set_property_id: event.target.value })}>
                  <option value="">Leave the property</option>
                  {(properties.data?.items ?? []).map((property) => (
                    <option key={property.id} value={property.id}>
                      {property.address}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Counterparty" hint="Optional: who was paid or paid you" error={fieldError(save.error, "set_counterparty")}>
              {(props) => <input {...props} value={form.set_counterparty} onChange={(event) => set({ set_counterparty: event.target.value })} />}
            </Field>
            <Field label="Name" hint="Optional label" error={fieldError(save.error, "name")}>
              {(props) => <input {...props} value={form.name} onChange={(event) => set({ name: event.target.value })} />}
            </Field>
          </div>
        </fieldset>
        <OtherErrors error={save.error} shown={shownErrors} />
        <FormActions onCancel={onClose} pending={save.isPending} submit="Save rule" writes />
      </form>
    </Dialog>
  );
}
