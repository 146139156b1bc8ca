// Create or edit a property. A failed save keeps what was typed and shows each 422 at its field.
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation, useParams } from "wouter";
import type { Schemas } from "../api/client";
import { useProperty, useSaveProperty } from "../api/queries/properties";
import { DateField, ErrorNote, Field, Loading, OtherErrors, PageHeader, fieldError } from "../components/ui";
import { toast } from "../lib/toast";
import { amountInput } from "../lib/format";

type Form = {
  address: string;
  acquisition_date: string;
  purchase_price_total: string;
  land_basis: string;
  building_basis: string;
  ffe_basis: string;
  placed_in_service: string;
  status: "ACTIVE" | "INACTIVE";
};

const EMPTY: Form = {
  address: "",
  acquisition_date: "",
  purchase_price_total: "",
  land_basis: "",
  building_basis: "",
  ffe_basis: "0.00",
  placed_in_service: "",
  status: "ACTIVE",
};


function formOf(property: Schemas["Property"]): Form {
  return {
    address: property.address,
    acquisition_date: property.acquisition_date,
    purchase_price_total: property.purchase_price_total,
    land_basis: property.land_basis,
    building_basis: property.building_basis,
    ffe_basis: property.ffe_basis,
    placed_in_service: property.placed_in_service ?? "",
    status: property.status,
  };
}

/** What the API is sent: amounts without "$" or thousands separators, an empty date as none. */
function bodyOf(input: Form): Schemas["PropertyCreate"] {
  return {
    address: input.address.trim(),
    acquisition_date: input.acquisition_date.trim(),
    purchase_price_total: amountInput(input.purchase_price_total),
    land_basis: amountInput(input.land_basis),
    building_basis: amountInput(input.building_basis),
    ffe_basis: amountInput(input.ffe_basis) || "0.00",
    placed_in_service: input.placed_in_service.trim() || null,
    status: input.status,
  };
}

const FIELDS: { name: keyof Form; label: string; kind: "text" | "date" | "money"; hint?: string }[] = [
  { name: "address", label: "Address", kind: "text" },
  { name: "acquisition_date", label: "Acquisition date", kind: "date" },
  { name: "placed_in_service", label: "Placed in service", kind: "date", hint: "When it was first ready to rent; empty if not yet" },
  { name: "purchase_price_total", label: "Purchase price", kind: "money" },
  { name: "land_basis", label: "Land basis", kind: "money", hint: "Not depreciated" },
  { name: "building_basis", label: "Building basis", kind: "money", hint: "27.5-year straight line" },
  { name: "ffe_basis", label: "Furniture and equipment basis", kind: "money", hint: "5-year property" },
];

export default function PropertyForm() {
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<Form>(EMPTY);
  const existing = useProperty(id);
  useEffect(() => {
    if (existing.data) setForm(formOf(existing.data));
  }, [existing.data]);

  const save = useSaveProperty(id, (property) => {
    toast(id ? "Property saved." : "Property added.");
    navigate(`/properties/${property.id}`);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(bodyOf(form));
  }

  if (id && existing.isPending) return <Loading lines={6} />;
  if (id && existing.error) return <ErrorNote error={existing.error} />;

  return (
    <>
      <PageHeader title={id ? "Edit property" : "Add property"} />
      <form className="card" onSubmit={submit} noValidate>
        <div className="form-grid">
          {FIELDS.map((field) =>
            field.kind === "date" ? (
              <DateField key={field.name} name={field.name} label={field.label} hint={field.hint} value={form[field.name]} onChange={(value) => setForm({ ...form, [field.name]: value })} error={fieldError(save.error, field.name)} />
            ) : (
            <Field key={field.name} label={field.label} hint={field.hint} error={fieldError(save.error, field.name)}>
              {(props) => (
                <input
                  {...props}
                  name={field.name}
                  type="text"
                  inputMode={field.kind === "money" ? "decimal" : undefined}
                  placeholder={field.kind === "money" ? "0.00" : undefined}
                  value={form[field.name]}
                  onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
                />
              )}
            </Field>
            ),
          )}
          <Field label="Status" error={fieldError(save.error, "status")}>
            {(props) => (
              <select {...props} name="status" value={form.status} onChange={(event) => setForm({ ...form, status: event.target.value as Form["status"] })}>
                <option value="ACTIVE">Active</option>
                <option value="INACTIVE">Inactive</option>
              </select>
            )}
          </Field>
        </div>
        <OtherErrors error={save.error} shown={[...FIELDS.map((field) => field.name), "status"]} />
        <div className="form-actions">
          <Link href={id ? `/properties/${id}` : "/properties"} className="button">
            Cancel
          </Link>
          <button type="submit" className="primary" disabled={save.isPending}>
            {save.isPending ? "Saving…" : id ? "Save" : "Add property"}
          </button>
        </div>
      </form>
    </>
  );
}
