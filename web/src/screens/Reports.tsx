// Reports: profit and loss by month, category or property (chart and table), and Schedule E / Form
// 8825 per property for a year. Both print cleanly and download as CSV with the API's figures.
import { useMemo } from "react";
import type { Schemas } from "../api/client";
import { useProfitAndLoss, useTaxReport } from "../api/queries/reports";
import { Chart } from "../components/Chart";
import { CapitalNote, PnlTable } from "../components/PnlTable";
import { Empty, ErrorNote, Field, Loading, Money, PageHeader } from "../components/ui";
import { PERIOD_LABELS, periodOf, today, type PeriodPreset } from "../lib/dates";
import { count, date, month } from "../lib/format";
import { downloadCsv } from "../lib/csv";
import { useProperties } from "../lib/queries";
import { useUrlFilters, type UrlFilters } from "../lib/url-filters";

const PNL_PRESETS: PeriodPreset[] = ["ytd", "last-year", "last-12", "this-quarter", "this-month", "last-month"];
type GroupBy = "month" | "category" | "property";

export default function Reports() {
  const filters = useUrlFilters();
  const tab = filters.get("report") === "tax" ? "tax" : "pnl";
  // Switching reports keeps the other filters (the property) in the address.
  const select = (report: "pnl" | "tax") => filters.update({ report }, { keepPage: true });
  return (
    <>
      <PageHeader title="Reports">
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </PageHeader>
      <div className="tabs no-print" role="tablist" aria-label="Report">
        <button type="button" role="tab" id="tab-pnl" aria-selected={tab === "pnl"} aria-controls="panel" onClick={() => select("pnl")}>
          Profit and loss
        </button>
        <button type="button" role="tab" id="tab-tax" aria-selected={tab === "tax"} aria-controls="panel" onClick={() => select("tax")}>
          Schedule E / Form 8825
        </button>
      </div>
      <div id="panel" role="tabpanel" aria-labelledby={tab === "pnl" ? "tab-pnl" : "tab-tax"}>
        {tab === "pnl" ? <ProfitAndLoss filters={filters} /> : <TaxReport filters={filters} />}
      </div>
    </>
  );
}

type ParamsProps = { filters: UrlFilters };

function PropertySelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const properties = useProperties();
  return (
    <Field label="Property">
      {(props) => (
        <select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">All properties</option>
          {(properties.data?.items ?? []).map((property) => (
            <option key={property.id} value={property.id}>
              {property.address}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function ProfitAndLoss({ filters }: ParamsProps) {
  const { params, update } = filters;
  const preset = (PNL_PRESETS.includes(params.get("period") as PeriodPreset) ? params.get("period") : "ytd") as PeriodPreset;
  const groupBy = (["month", "category", "property"].includes(params.get("group_by") ?? "") ? params.get("group_by") : "month") as GroupBy;
  const propertyId = params.get("property_id") ?? "";
  const period = periodOf(preset, today());
  const query = { start_date: period.start!, end_date: period.end!, group_by: groupBy, ...(propertyId ? { property_id: propertyId } : {}) };
  const report = useProfitAndLoss(query, { keepPrevious: true });
  const data = report.data;
  const labelOf = (group: Schemas["ProfitAndLoss"]["groups"][number]) => (groupBy === "month" ? month(group.key) : group.label);
  const chart = useMemo(
    () =>
      data
        ? {
            labels: data.groups.map(labelOf),
            series: [
              { label: "Income", values: data.groups.map((group) => Number(group.revenue)), color: "#2f7d4f" },
              { label: "Expenses", values: data.groups.map((group) => Number(group.expenses)), color: "#c2410c" },
            ],
          }
        : null,
    [data, groupBy],
  );

  function csv() {
    if (!data) return;
    const heading = groupBy === "month" ? "Month" : groupBy === "category" ? "Category" : "Property";
    downloadCsv(
      `profit-and-loss_${data.start_date}_${data.end_date}_by-${groupBy}.csv`,
      [heading, "Income", "Expenses", "Net", "Capital spending", "Transactions"],
      [
        ...data.groups.map((group) => [groupBy === "month" ? group.key : group.label, group.revenue, group.expenses, group.net, group.capital_spending, group.transaction_count]),
        ["Total", data.revenue, data.expenses, data.net, data.capital_spending, data.transaction_count],
      ],
    );
  }

  return (
    <section aria-labelledby="pnl-title">
      <div className="filters card no-print">
        <Field label="Period">
          {(props) => (
            <select {...props} value={preset} onChange={(event) => update({ period: event.target.value })}>
              {PNL_PRESETS.map((value) => (
                <option key={value} value={value}>
                  {PERIOD_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="By">
          {(props) => (
            <select {...props} value={groupBy} onChange={(event) => update({ group_by: event.target.value })}>
              <option value="month">Month</option>
              <option value="category">Category</option>
              <option value="property">Property</option>
            </select>
          )}
        </Field>
        <PropertySelect value={propertyId} onChange={(value) => update({ property_id: value })} />
        <div className="field">
          <button type="button" onClick={csv} disabled={!data}>
            Download CSV
          </button>
        </div>
      </div>
      <h2 id="pnl-title">
        Profit and loss{data ? <span className="subtle"> · {date(data.start_date)} to {date(data.end_date)}</span> : null}
      </h2>
      <ErrorNote error={report.error} onRetry={() => void report.refetch()} />
      {!data ? (
        <Loading height={300} />
      ) : (
        <>
          <div className="totals">
            <div>
              <span>Income</span>
              <Money value={data.revenue} />
            </div>
            <div>
              <span>Expenses</span>
              <Money value={data.expenses} />
            </div>
            <div>
              <span>Net</span>
              <Money value={data.net} signed />
            </div>
            <div>
              <span>Transactions</span>
              {count(data.transaction_count)}
            </div>
          </div>
          <CapitalNote data={data} />
          {data.groups.length === 0 ? (
            <Empty>No transactions in this period.</Empty>
          ) : (
            <>
              <div className="card no-print">{chart ? <Chart labels={chart.labels} series={chart.series} title={`Income and expenses by ${groupBy}`} height={280} /> : null}</div>
              <div className="table-wrap card" tabIndex={0}>
                <PnlTable data={data} groupLabel={groupBy === "month" ? "Month" : groupBy === "category" ? "Category" : "Property"} showCount />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}

type TaxSection = { lines: Schemas["TaxReport"]["properties"][number]["lines"]; income: string; expenses: string; depreciation: string; net: string; not_on_form: Schemas["TaxReport"]["properties"][number]["not_on_form"] };

function TaxReport({ filters }: ParamsProps) {
  const { params, update } = filters;
  const thisYear = Number(today().slice(0, 4));
  const year = Number(params.get("year")) || thisYear - 1;
  // No form in the address: the service picks it from the company's entity type (Form 8825 for a partnership).
  const asked = params.get("form");
  const form: "form_8825" | "schedule_e" | undefined = asked === "form_8825" || asked === "schedule_e" ? asked : undefined;
  const propertyId = params.get("property_id") ?? "";
  const query = { year, ...(form ? { form } : {}), ...(propertyId ? { property_id: propertyId } : {}) } as const;
  const properties = useProperties();
  const report = useTaxReport(query);
  const data = report.data;

  function csv() {
    if (!data) return;
    const rows: (string | number | null)[][] = [];
    const add = (owner: string, section: TaxSection) => {
      for (const line of section.lines) rows.push([owner, line.line, line.label, line.kind, line.amount]);
      rows.push([owner, "", "Income", "total", section.income], [owner, "", "Expenses", "total", section.expenses], [owner, "", "Depreciation", "total", section.depreciation], [owner, "", "Net", "total", section.net]);
      for (const item of section.not_on_form) rows.push([owner, "", `Not on the form: ${item.label}`, item.treatment, item.amount]);
    };
    for (const property of data.properties) add(property.address, property);
    if (data.company_level.lines.length > 0 || data.company_level.not_on_form.length > 0) add("Company level", data.company_level);
    rows.push(["All properties", "", "Net", "total", data.totals.net]);
    downloadCsv(`${data.form}_${data.year}.csv`, ["Property", "Line", "Label", "Kind", "Amount"], rows);
  }

  return (
    <section aria-labelledby="tax-title">
      <div className="filters card no-print">
        <Field label="Year">
          {(props) => (
            <select {...props} value={year} onChange={(event) => update({ year: event.target.value })}>
              {Array.from({ length: 8 }, (_, index) => thisYear - index).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Form">
          {(props) => (
            <select {...props} value={form ?? data?.form ?? "schedule_e"} onChange={(event) => update({ form: event.target.value })}>
              <option value="schedule_e">Schedule E (Form 1040)</option>
              <option value="form_8825">Form 8825 (partnerships)</option>
            </select>
          )}
        </Field>
        <PropertySelect value={propertyId} onChange={(value) => update({ property_id: value })} />
        <div className="field">
          <button type="button" onClick={csv} disabled={!data}>
            Download CSV
          </button>
        </div>
      </div>
      <h2 id="tax-title">{data ? `${data.form_name}, ${data.year}` : "Tax report"}</h2>
      {data ? (
        <p className="subtle" data-testid="tax-heading">
          {data.company ? `${data.company.legal_name}${data.company.ein ? `, EIN ${data.company.ein}` : ""} · ` : ""}
          Tax year {data.year} (January 1 to December 31) · {propertyId ? (properties.data?.items.find((p) => p.id === propertyId)?.address ?? "one property") : "All properties"}
        </p>
      ) : null}
      <ErrorNote error={report.error} onRetry={() => void report.refetch()} />
      {!data ? (
        <Loading height={300} />
      ) : (
        <>
          {data.properties.length === 0 ? <Empty>No property had income or expenses in {data.year}.</Empty> : null}
          {data.properties.map((property) => (
            <article key={property.property_id} className="card">
              <h3>
                {property.address}
                {property.deleted ? <span className="subtle"> (deleted)</span> : null}
              </h3>
              {property.warnings.map((warning) => (
                <p key={warning} className="note info">
                  {warning}
                </p>
              ))}
              <TaxLines section={property} />
            </article>
          ))}
          {data.company_level.lines.length > 0 || data.company_level.not_on_form.length > 0 ? (
            <article className="card">
              <h3>Company level</h3>
              <p className="subtle">{data.company_level.note}</p>
              <TaxLines section={data.company_level} />
            </article>
          ) : null}
          <div className="totals card">
            <div>
              <span>Income</span>
              <Money value={data.totals.income} />
            </div>
            <div>
              <span>Expenses</span>
              <Money value={data.totals.expenses} />
            </div>
            <div>
              <span>Depreciation</span>
              <Money value={data.totals.depreciation} />
            </div>
            <div>
              <span>Net</span>
              <Money value={data.totals.net} signed />
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function TaxLines({ section }: { section: TaxSection }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="table compact">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Description</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {section.lines.map((line) => (
            <tr key={`${line.line}-${line.label}`}>
              <td>{line.line}</td>
              <td>{line.label}</td>
              <td className="num">
                <Money value={line.amount} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Income
            </th>
            <td className="num">
              <Money value={section.income} />
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Expenses
            </th>
            <td className="num">
              <Money value={section.expenses} />
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Depreciation
            </th>
            <td className="num">
              <Money value={section.depreciation} />
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Net
            </th>
            <td className="num">
              <Money value={section.net} signed />
            </td>
          </tr>
        </tfoot>
      </table>
      {section.not_on_form.length > 0 ? (
        <>
          <h4>Not on the form</h4>
          <ul>
            {section.not_on_form.map((item) => (
              <li key={item.category}>
                {item.label}: <Money value={item.amount} />
                {item.note ? <span className="subtle"> · {item.note}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
