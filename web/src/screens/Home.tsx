// Home: the year so far against last year, twelve months of income and expenses, each property,
// what is due, what failed, and what needs a category.
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import type { Schemas } from "../api/client";
import { useDemo } from "../api/queries/demo";
import { useFailedDocuments, useRetryDocument } from "../api/queries/documents";
import { useOverdueObligations, useUpcomingObligations } from "../api/queries/obligations";
import { useOccupancy, useProfitAndLoss } from "../api/queries/reports";
import { useUncategorizedCount } from "../api/queries/transactions";
import { Chart } from "../components/Chart";
import { CapitalNote, PnlTable } from "../components/PnlTable";
import SetupChecklist from "../components/SetupChecklist";
import { CompleteDialog, ObligationStatus, type Obligation } from "../components/obligations";
import { Empty, ErrorNote, Loading, Money, PageHeader, Skeleton } from "../components/ui";
import { addMonths, monthEnd, monthStart, shiftYears } from "../lib/dates";
import { count, date, month, percent } from "../lib/format";
import { useCanWrite, useProperties } from "../lib/queries";
import { useSetup } from "../lib/setup";
import { toast } from "../lib/toast";

export function Home() {
  // No dates: the server's year to date, in the company's time zone.
  const ytd = useProfitAndLoss({ group_by: "property" });
  const start = ytd.data?.start_date;
  const end = ytd.data?.end_date;
  const lastYear = useProfitAndLoss(start && end ? { start_date: shiftYears(start, -1), end_date: shiftYears(end, -1) } : {}, { enabled: Boolean(start && end) });
  // A failed comparison reads "—" rather than waiting forever.
  const previous = (value: string | undefined) => (lastYear.error ? "" : value);
  const twelve = useProfitAndLoss(end ? { start_date: monthStart(addMonths(end, -11)), end_date: monthEnd(end), group_by: "month" } : {}, { enabled: Boolean(end) });

  // An empty database (no profile, no property, nothing skipped) opens the setup, for whoever can write.
  const setup = useSetup();
  const canWrite = useCanWrite();
  const [, navigate] = useLocation();
  const demo = useDemo();
  useEffect(() => {
    if (setup.empty && canWrite && demo.data && !demo.data.loading) navigate("/setup", { replace: true });
  }, [setup.empty, canWrite, demo.data]);

  return (
    <>
      <PageHeader title="Home" />
      <SetupChecklist />
      <section aria-labelledby="ytd-title" className="card">
        <h2 id="ytd-title">
          Year to date{start && end ? <span className="subtle"> · {date(start)} to {date(end)}</span> : null}
        </h2>
        {ytd.error ? <ErrorNote error={ytd.error} onRetry={() => void ytd.refetch()} /> : null}
        <div className="kpis">
          <Kpi label="Income" testId="ytd-income" value={ytd.data?.revenue} previous={previous(lastYear.data?.revenue)} />
          <Kpi label="Expenses" testId="ytd-expenses" value={ytd.data?.expenses} previous={previous(lastYear.data?.expenses)} />
          <Kpi label="Net" testId="ytd-net" value={ytd.data?.net} previous={previous(lastYear.data?.net)} signed />
        </div>
        {ytd.data ? <CapitalNote data={ytd.data} /> : null}
      </section>

      <section aria-labelledby="months-title" className="card">
        <h2 id="months-title">Income and expenses, last 12 months</h2>
        <MonthsChart data={twelve.data} loading={twelve.isPending} error={twelve.error} />
      </section>

      <div className="grid-2">
        <DeadlinesCard />
        <div className="stack">
          <AttentionCard />
          <FailedDocumentsCard />
        </div>
      </div>

      <PropertiesCards ytd={ytd.data} />
    </>
  );
}

function Kpi({ label, value, previous, signed, testId }: { label: string; value?: string | undefined; previous?: string | undefined; signed?: boolean; testId: string }) {
  return (
    <div className="kpi">
      <div className="kpi-label">{label}</div>
      <div className="kpi-value" data-testid={testId}>
        {value === undefined ? <Skeleton height={32} /> : <Money value={value} signed={signed} />}
      </div>
      <div className="kpi-previous">
        Same period last year: {previous === undefined ? "…" : <Money value={previous} signed={signed} />}
      </div>
    </div>
  );
}

type Pnl = Schemas["ProfitAndLoss"];

function MonthsChart({ data, loading, error }: { data?: Pnl | undefined; loading: boolean; error: unknown }) {
  const chart = useMemo(() => {
    if (!data) return null;
    return {
      labels: data.groups.map((group) => month(group.key)),
      series: [
        { label: "Income", values: data.groups.map((group) => Number(group.revenue)), color: "#2f7d4f" },
        { label: "Expenses", values: data.groups.map((group) => Number(group.expenses)), color: "#c2410c" },
      ],
    };
  }, [data]);
  if (error) return <ErrorNote error={error} />;
  if (loading || !chart || !data) return <Loading label="Loading the chart" height={300} />;
  return (
    <>
      <Chart labels={chart.labels} series={chart.series} title={`Income and expenses by month from ${month(data.start_date, true)} to ${month(data.end_date, true)}`} />
      <details>
        <summary>Show the figures</summary>
        <div className="table-wrap">
        <PnlTable data={data} groupLabel="Month" compact />
        </div>
      </details>
    </>
  );
}

/** On a phone the home page shows this many properties, and "N more" for the rest, so it fits in about three screens. */
const PHONE_SHOWN = 3;
/** And this many deadlines: their descriptions are long, and the full list is one tap away. */
const PHONE_DEADLINES = 2;

function DeadlinesCard() {
  const overdue = useOverdueObligations();
  const soon = useUpcomingObligations();
  const [completing, setCompleting] = useState<Obligation | null>(null);
  const items = [...(overdue.data?.items ?? []), ...(soon.data?.items ?? [])];
  return (
    <section aria-labelledby="due-title" className="card">
      <h2 id="due-title">Overdue and due in the next 30 days</h2>
      <ErrorNote error={overdue.error ?? soon.error} />
      {overdue.isPending || soon.isPending ? (
        <Loading label="Loading deadlines" lines={4} />
      ) : items.length === 0 ? (
        <Empty>Nothing is overdue or due in the next 30 days.</Empty>
      ) : (
        <ul className="list collapsible">
          {items.map((obligation, index) => (
            <li key={obligation.id} className={`list-row${index >= PHONE_DEADLINES ? " beyond" : ""}`}>
              <div>
                <div>{obligation.description}</div>
                <div className="subtle">
                  Due {date(obligation.due_date)} <ObligationStatus obligation={obligation} />
                </div>
              </div>
              <button data-writes type="button" onClick={() => setCompleting(obligation)} aria-label={`Mark done: ${obligation.description}`}>
                Mark done
              </button>
            </li>
          ))}
        </ul>
      )}
      <p>
        {items.length > PHONE_DEADLINES ? (
          <Link href="/deadlines" className="phone-only">
            {items.length - PHONE_DEADLINES} more: all deadlines
          </Link>
        ) : null}
        <Link href="/deadlines" className={items.length > PHONE_DEADLINES ? "wide-only" : undefined}>
          All deadlines
        </Link>
      </p>
      <CompleteDialog obligation={completing} onClose={() => setCompleting(null)} />
    </section>
  );
}

function AttentionCard() {
  const uncategorized = useUncategorizedCount();
  return (
    <section aria-labelledby="review-title" className="card">
      <h2 id="review-title">To review</h2>
      <ErrorNote error={uncategorized.error} />
      {uncategorized.isPending ? (
        <Skeleton lines={1} />
      ) : uncategorized.data && uncategorized.data.total > 0 ? (
        <p>
          <Link href="/transactions?uncategorized=true&period=all" data-testid="uncategorized-link">
            {count(uncategorized.data.total)} uncategorized transaction{uncategorized.data.total === 1 ? "" : "s"}
          </Link>{" "}
          need a category.
        </p>
      ) : (
        <p>Every transaction has a category.</p>
      )}
    </section>
  );
}

function FailedDocumentsCard() {
  const failed = useFailedDocuments();
  const retry = useRetryDocument({
    onSuccess: () => toast("Ingestion restarted."),
    onError: (error) => toast(error.message),
  });
  if (failed.isPending || (failed.data && failed.data.total === 0 && !failed.error)) return null;
  return (
    <section aria-labelledby="failed-title" className="card">
      <h2 id="failed-title">Documents that could not be read</h2>
      <ErrorNote error={failed.error} />
      <ul className="list">
        {(failed.data?.items ?? []).map((document) => (
          <li key={document.id} className="list-row">
            <div>
              <Link href={`/documents/${document.id}`}>{document.title}</Link>
              <div className="subtle">{document.ingest_error ?? "Ingestion failed."}</div>
            </div>
            <button data-writes type="button" onClick={() => retry.mutate(document.id)} disabled={retry.isPending}>
              Retry
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PropertiesCards({ ytd }: { ytd?: Pnl | undefined }) {
  const properties = useProperties({ listing: true });
  const occupancy = useOccupancy(ytd);
  const byProperty = new Map((ytd?.groups ?? []).map((group) => [group.key, group]));
  const occupied = new Map((occupancy.data?.properties ?? []).map((row) => [row.property_id, row]));
  return (
    <section aria-labelledby="properties-title">
      <h2 id="properties-title">Properties</h2>
      <ErrorNote error={properties.error} />
      {properties.isPending ? (
        <Loading label="Loading properties" height={120} />
      ) : properties.data && properties.data.items.length === 0 ? (
        <Empty>
          No properties yet. <Link href="/properties/new">Add the first one</Link>.
        </Empty>
      ) : (
        <div className="cards collapsible">
          {(properties.data?.items ?? []).map((property, index) => {
            const group = byProperty.get(property.id);
            const stay = occupied.get(property.id);
            return (
              <article key={property.id} className={`card property-card${index >= PHONE_SHOWN ? " beyond" : ""}`}>
                <h3>
                  <Link href={`/properties/${property.id}`}>{property.address}</Link>
                </h3>
                <dl className="pairs">
                  <div>
                    <dt>Net, year to date</dt>
                    <dd>{ytd ? <Money value={group?.net ?? "0.00"} signed /> : <Skeleton lines={1} />}</dd>
                  </div>
                  <div>
                    <dt>Occupancy</dt>
                    <dd>
                      {occupancy.isPending ? (
                        <Skeleton lines={1} />
                      ) : stay && stay.occupancy != null ? (
                        <>
                          {percent(stay.occupancy)} <span className="subtle">({count(stay.nights_booked)} nights)</span>
                        </>
                      ) : (
                        <span className="subtle">No stays recorded</span>
                      )}
                    </dd>
                  </div>
                </dl>
              </article>
            );
          })}
          {byProperty.has("company") ? (
            <article className="card property-card">
              <h3>Company level</h3>
              <dl className="pairs">
                <div>
                  <dt>Net, year to date</dt>
                  <dd>
                    <Money value={byProperty.get("company")!.net} signed />
                  </dd>
                </div>
              </dl>
            </article>
          ) : null}
          {(properties.data?.items.length ?? 0) > PHONE_SHOWN ? (
            <p className="phone-only">
              <Link href="/properties">{(properties.data?.items.length ?? 0) - PHONE_SHOWN} more properties</Link>
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
