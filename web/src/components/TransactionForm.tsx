// Add or edit one transaction in a dialog.
import { useEffect, useState, type FormEvent } from "react";
import type { Schemas } from "../api/client";
import { useSaveTransaction } from "../api/queries/transactions";
import { today } from "../lib/dates";
import { useCategories, useProperties } from "../lib/queries";
import { toast } from "../lib/toast";
import { DateField, Dialog, Field, fieldError, FormActions, OtherErrors } from "./ui";
import { amountInput } from "../lib/format";

type Transaction = Schemas["Transaction"];
type CategoryValue = Schemas["TransactionCreate"]["category"];

type Form = { transaction_date: string; amount: string; category: string; description: string; property_id: string; source_account: string };

function formOf(row: Transaction | null): Form {
  return row
    ? {
        transaction_date: row.transaction_date,
        amount: row.amount,
        category: row.category,
        description: row.description,
        property_id: row.property_id ?? "",
        source_account: row.source_account ?? "",
      }
    : { transaction_date: today(), amount: "", category: "", description: "", property_id: "", source_account: "" };
}

export function TransactionDialog({ open, row, onClose }: { open: boolean; row: Transaction | null; onClose: () => void }) {
  const categories = useCategories();
  const properties = useProperties();
  const [form, setForm] = useState<Form>(formOf(row));
  useEffect(() => {
    if (open) setForm(formOf(row));
  }, [open, row]);

  const saveTransaction = useSaveTransaction(row, () => {
    toast(row ? "Transaction saved." : "Transaction added.");
    onClose();
  });
  const save = {
    ...saveTransaction,
    mutate: (input: Form) => {
      const body = {
        transaction_date: input.transaction_date,
        amount: amountInput(input.amount),
        category: input.category as CategoryValue,
        description: input.description.trim(),
        property_id: input.property_id || null,
        source_account: input.source_account.trim() || null,
      };
      const before = row ? formOf(row) : null;
      const changed = (Object.keys(body) as (keyof typeof body)[]).filter((key) => !before || input[key] !== before[key]);
      saveTransaction.mutate({ body, changed });
    },
  };

  useEffect(() => {
    if (!open) save.reset();
  }, [open]);

  const set = (name: keyof Form) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });
  const error = save.error;
  const shown = ["transaction_date", "amount", "category", "description", "property_id", "source_account", "transaction_type"];

  return (
    <Dialog title={row ? "Edit transaction" : "Add transaction"} open={open} onClose={onClose}>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save.mutate(form);
        }}
        noValidate
      >
        <DateField label="Date" value={form.transaction_date} onChange={(value) => set("transaction_date")({ target: { value } })} error={fieldError(error, "transaction_date")} required />
        <Field label="Amount" hint="A positive amount; the category says whether it is income or an expense" error={fieldError(error, "amount")}>
          {(props) => <input {...props} inputMode="decimal" placeholder="0.00" value={form.amount} onChange={set("amount")} required />}
        </Field>
        <Field label="Category" error={fieldError(error, "category", "transaction_type")}>
          {(props) => (
            <select {...props} value={form.category} onChange={set("category")} required>
              <option value="">Choose a category</option>
              <optgroup label="Income">
                {(categories.data?.items ?? [])
                  .filter((category) => category.type === "REVENUE")
                  .map((category) => (
                    <option key={category.value} value={category.value}>
                      {category.label}
                    </option>
                  ))}
              </optgroup>
              <optgroup label="Expenses">
                {(categories.data?.items ?? [])
                  .filter((category) => category.type === "EXPENSE")
                  .map((category) => (
                    <option key={category.value} value={category.value}>
                      {category.label}
                    </option>
                  ))}
              </optgroup>
            </select>
          )}
        </Field>
        <Field label="Description" error={fieldError(error, "description")}>
          {(props) => <input {...props} value={form.description} onChange={set("description")} required />}
        </Field>
        <Field label="Property" error={fieldError(error, "property_id")}>
          {(props) => (
            <select {...props} value={form.property_id} onChange={set("property_id")}>
              <option value="">Company level (no property)</option>
              {(properties.data?.items ?? []).map((property) => (
                <option key={property.id} value={property.id}>
                  {property.address}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Account (optional)" error={fieldError(error, "source_account")}>
          {(props) => <input {...props} value={form.source_account} onChange={set("source_account")} />}
        </Field>
        <OtherErrors error={error} shown={shown} />
        <FormActions onCancel={onClose} pending={save.isPending} submit={row ? "Save" : "Add"} />
      </form>
    </Dialog>
  );
}
