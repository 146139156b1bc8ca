// The company profile: the legal facts the assistant and the tax forms use.
import { useEffect, useState, type FormEvent } from "react";
import type { Schemas } from "../api/client";
import { useSaveCompany } from "../api/queries/company";
import { ErrorNote, Field, fieldError, FormActions, Loading, OtherErrors, PageHeader } from "../components/ui";
import { dateTime } from "../lib/format";
import { useCompany } from "../lib/queries";
import { toast } from "../lib/toast";

type Form = {
  legal_name: string;
  entity_type: string;
  state_of_formation: string;
  formation_date: string;
  ein: string;
  state_filing_number: string;
  agent_name: string;
  agent_address: string;
  fiscal_year_end: string;
  mailing_address: string;
};

function formOf(company: Schemas["Company"] | null): Form {
  return {
    legal_name: company?.legal_name ?? "",
    entity_type: company?.entity_type ?? "",
    state_of_formation: company?.state_of_formation ?? "",
    formation_date: company?.formation_date ?? "",
    ein: company?.ein ?? "",
    state_filing_number: company?.state_filing_number ?? "",
    agent_name: company?.registered_agent?.name ?? "",
    agent_address: company?.registered_agent?.address ?? "",
    fiscal_year_end: company?.fiscal_year_end ?? "12-31",
    mailing_address: company?.mailing_address ?? "",
  };
}

const TEXT_FIELDS: { name: keyof Form; label: string; hint?: string; error: string[] }[] = [
  { name: "legal_name", label: "Legal name", error: ["legal_name"] },
  { name: "entity_type", label: "Entity type", hint: "For example: LLC, taxed as a partnership", error: ["entity_type"] },
  { name: "state_of_formation", label: "State of formation", hint: "Two letters, such as CO", error: ["state_of_formation"] },
  { name: "formation_date", label: "Formation date", hint: "YYYY-MM-DD", error: ["formation_date"] },
  { name: "ein", label: "EIN", hint: "NN-NNNNNNN", error: ["ein"] },
  { name: "state_filing_number", label: "State filing number", error: ["state_filing_number"] },
  { name: "agent_name", label: "Registered agent", error: ["registered_agent.name", "registered_agent"] },
  { name: "agent_address", label: "Registered agent's address", error: ["registered_agent.address"] },
  { name: "fiscal_year_end", label: "Fiscal year end", hint: "MM-DD", error: ["fiscal_year_end"] },
  { name: "mailing_address", label: "Mailing address", error: ["mailing_address"] },
];

export default function Company() {
  const company = useCompany();
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    if (company.data !== undefined && form == null) setForm(formOf(company.data));
  }, [company.data, form]);

  const save = useSaveCompany(() => toast("Company profile saved."));
  const bodyOf = (input: Form): Schemas["CompanyPut"] => {
    const text = (value: string) => value.trim() || null;
    return {
      legal_name: input.legal_name.trim(),
      entity_type: text(input.entity_type),
      ...(input.state_of_formation.trim() ? { state_of_formation: input.state_of_formation.trim().toUpperCase() } : {}),
      formation_date: text(input.formation_date),
      ein: text(input.ein),
      state_filing_number: text(input.state_filing_number),
      registered_agent: input.agent_name.trim() ? { name: input.agent_name.trim(), address: text(input.agent_address) } : null,
      fiscal_year_end: input.fiscal_year_end.trim() || "12-31",
      mailing_address: text(input.mailing_address),
      // PUT replaces the whole profile: what the form does not show is sent back as it is stored.
      ...(company.data?.extra_metadata ? { extra_metadata: company.data.extra_metadata } : {}),
    };
  };

  if (company.isPending || (form == null && !company.error)) return <Loading lines={8} />;
  if (company.error || !form) return <ErrorNote error={company.error} onRetry={() => void company.refetch()} />;

  return (
    <>
      <PageHeader title="Company profile" />
      {company.data === null ? <p className="note info">No profile yet. Fill it in so that reports and the assistant can use it.</p> : null}
      <form
        className="card"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save.mutate(bodyOf(form));
        }}
        noValidate
      >
        <div className="form-grid">
          {TEXT_FIELDS.map((field) => (
            <Field key={field.name} label={field.label} hint={field.hint} error={fieldError(save.error, ...field.error)}>
              {(props) => <input {...props} name={field.name} value={form[field.name]} onChange={(event) => setForm({ ...form, [field.name]: event.target.value })} />}
            </Field>
          ))}
        </div>
        <OtherErrors error={save.error} shown={TEXT_FIELDS.flatMap((field) => field.error)} />
        <FormActions pending={save.isPending} submit="Save" writes>
          {company.data ? <span className="subtle">Last saved {dateTime(company.data.updated_at)}</span> : null}
        </FormActions>
      </form>
    </>
  );
}
