// One property: its basis, its depreciation as a table and a chart, and its transactions, deadlines
// and documents.
import { useMemo } from "react";
import { Link, useLocation, useParams } from "wouter";
import { messageOf, type Schemas } from "../api/client";
import { useSetAssetClass } from "../api/queries/assets";
import { usePropertyDocuments } from "../api/queries/documents";
import { usePropertyObligations } from "../api/queries/obligations";
import { restoreProperty, useDeleteProperty, useDepreciation, useInvalidateProperties, useProperty } from "../api/queries/properties";
import { usePropertyTransactions } from "../api/queries/transactions";
import { Chart } from "../components/Chart";
import { Deposits } from "../components/Deposits";
import { ObligationStatus } from "../components/obligations";
import { Empty, ErrorNote, Loading, Money, PageHeader, StatusBadge } from "../components/ui";
import { categoryLabel, date, humanize } from "../lib/format";
import { useCanWrite, useCategoryLabels } from "../lib/queries";
import { toast } from "../lib/toast";

export default function PropertyDetail() {
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const invalidate = useInvalidateProperties();
  const property = useProperty(id);
  const remove = useDeleteProperty(id, {
    onSuccess: () => {
      toast("Property deleted.", {
        label: "Undo",
        run: () =>
          void restoreProperty(id).then(() => {
            void invalidate();
            navigate(`/properties/${id}`);
          }).catch((error: unknown) => toast(messageOf(error))),
      });
      navigate("/properties");
    },
    onError: (error) => toast(messageOf(error)),
  });

  if (property.isPending) return <Loading lines={8} />;
  if (property.error || !property.data) return <ErrorNote error={property.error} />;
  const p = property.data;
  return (
    <>
      <PageHeader title={p.address}>
        <Link data-writes href={`/properties/${id}/edit`} className="button">
          Edit
        </Link>
        <button data-writes
          type="button"
          className="danger"
          onClick={() => {
            if (window.confirm(`Delete ${p.address}? Its transactions are kept.`)) remove.mutate();
          }}
        >
          Delete
        </button>
      </PageHeader>
      <div className="grid-2">
        <section className="card" aria-labelledby="basis-title">
          <h2 id="basis-title">Basis</h2>
          <dl className="pairs">
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge tone={p.status === "ACTIVE" ? "ok" : "muted"}>{p.status === "ACTIVE" ? "Active" : "Inactive"}</StatusBadge>
              </dd>
            </div>
            <div>
              <dt>Acquired</dt>
              <dd>{date(p.acquisition_date)}</dd>
            </div>
            <div>
              <dt>Placed in service</dt>
              <dd>{date(p.placed_in_service)}</dd>
            </div>
            <div>
              <dt>Purchase price</dt>
              <dd>
                <Money value={p.purchase_price_total} />
              </dd>
            </div>
            <div>
              <dt>Land</dt>
              <dd>
                <Money value={p.land_basis} />
              </dd>
            </div>
            <div>
              <dt>Building</dt>
              <dd>
                <Money value={p.building_basis} />
              </dd>
            </div>
            <div>
              <dt>Furniture and equipment</dt>
              <dd>
                <Money value={p.ffe_basis} />
              </dd>
            </div>
            <div>
              <dt>Total basis</dt>
              <dd>
                <strong>
                  <Money value={p.total_basis} />
                </strong>
              </dd>
            </div>
            <div>
              <dt>Depreciable basis</dt>
              <dd>
                <Money value={p.depreciable_basis} />
              </dd>
            </div>
          </dl>
        </section>
        <PropertyDeadlines id={id} />
      </div>
      <Depreciation id={id} inService={Boolean(p.placed_in_service)} />
      <Deposits propertyId={id} />
      <PropertyTransactions id={id} />
      <PropertyDocuments id={id} />
    </>
  );
}

function Depreciation({ id, inService }: { id: string; inService: boolean }) {
  const schedule = useDepreciation(id, inService);
  const chart = useMemo(() => {
    const rows = schedule.data?.schedule ?? [];
    return {
      labels: rows.map((row) => String(row.year)),
      series: [
        { label: "Building", values: rows.map((row) => Number(row.building)), color: "#1f4e79" },
        { label: "Furniture and equipment", values: rows.map((row) => Number(row.ffe)), color: "#b45309" },
        ...(schedule.data?.improvements.length ? [{ label: "Improvements", values: rows.map((row) => Number(row.improvements)), color: "#6d28d9" }] : []),
      ],
    };
  }, [schedule.data]);
  const improved = (schedule.data?.improvements.length ?? 0) > 0;
  return (
    <section className="card" aria-labelledby="depreciation-title">
      <h2 id="depreciation-title">Depreciation</h2>
      {!inService ? (
        <Empty>Depreciation starts when the property is placed in service. Add that date to see the schedule.</Empty>
      ) : schedule.isPending ? (
        <Loading height={260} />
      ) : schedule.error || !schedule.data ? (
        <ErrorNote error={schedule.error} />
      ) : (
        <>
          <p className="subtle">
            Building: {schedule.data.methods.building}. Furniture and equipment: {schedule.data.methods.ffe}. Land: {schedule.data.methods.land}.
          </p>
          <Chart labels={chart.labels} series={chart.series} title="Depreciation by year, building and furniture" />
          <details>
            <summary>Schedule by year</summary>
            <div className="table-wrap" tabIndex={0}>
              <table className="table compact">
                <thead>
                  <tr>
                    <th scope="col">Year</th>
                    <th scope="col" className="num">
                      Building
                    </th>
                    <th scope="col" className="num">
                      Furniture
                    </th>
                    {improved ? (
                      <th scope="col" className="num">
                        Improvements
                      </th>
                    ) : null}
                    <th scope="col" className="num">
                      Total
                    </th>
                    <th scope="col" className="num">
                      Building remaining
                    </th>
                    <th scope="col" className="num">
                      Furniture remaining
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {schedule.data.schedule.map((row) => (
                    <tr key={row.year}>
                      <th scope="row">{row.year}</th>
                      <td className="num">
                        <Money value={row.building} />
                      </td>
                      <td className="num">
                        <Money value={row.ffe} />
                      </td>
                      {improved ? (
                        <td className="num">
                          <Money value={row.improvements} />
                        </td>
                      ) : null}
                      <td className="num">
                        <Money value={row.total} />
                      </td>
                      <td className="num">
                        <Money value={row.building_remaining} />
                      </td>
                      <td className="num">
                        <Money value={row.ffe_remaining} />
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td className="num">
                      <Money value={schedule.data.totals.building} />
                    </td>
                    <td className="num">
                      <Money value={schedule.data.totals.ffe} />
                    </td>
                    {improved ? (
                      <td className="num">
                        <Money value={schedule.data.totals.improvements} />
                      </td>
                    ) : null}
                    <td className="num">
                      <Money value={schedule.data.totals.total} />
                    </td>
                    <td />
                    <td />
                  </tr>
                </tfoot>
              </table>
            </div>
          </details>
          {improved ? <Improvements id={id} items={schedule.data.improvements} /> : null}
        </>
      )}
    </section>
  );
}

const CLASSES = [
  ["27.5", "27.5 years: building improvement (roof, HVAC, remodel)"],
  ["15", "15 years: land improvement (fence, driveway, landscaping)"],
  ["7", "7 years: equipment"],
  ["5", "5 years: appliances, furniture, carpet"],
] as const;

/** The property's capital improvements, each an asset with its own class: a writer can change the class. */
function Improvements({ id, items }: { id: string; items: Schemas["Depreciation"]["improvements"] }) {
  const canWrite = useCanWrite();
  const change = useSetAssetClass(id, () => toast("Depreciation class changed"));
  return (
    <>
      <h3>Capital improvements</h3>
      <p className="subtle">Each is depreciated on its own from when it was placed in service, not deducted when paid.</p>
      <ErrorNote error={change.error} />
      <div className="table-wrap" tabIndex={0}>
        <table className="table compact" data-testid="improvements">
          <thead>
            <tr>
              <th scope="col">In service</th>
              <th scope="col">What</th>
              <th scope="col" className="num">
                Cost
              </th>
              <th scope="col">Class</th>
              <th scope="col" className="num">
                Depreciated so far
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.transaction_id}>
                <td>{date(item.placed_in_service)}</td>
                <td>{item.description}</td>
                <td className="num">
                  <Money value={item.basis} />
                </td>
                <td>
                  {canWrite ? (
                    <select
                      aria-label={`Class of ${item.description}`}
                      value={item.recovery_period}
                      disabled={change.isPending}
                      onChange={(event) => change.mutate({ transaction: item.transaction_id, period: event.target.value as (typeof CLASSES)[number][0] })}
                    >
                      {CLASSES.map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    CLASSES.find(([value]) => value === item.recovery_period)?.[1]
                  )}
                </td>
                <td className="num">
                  <Money value={item.accumulated} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PropertyTransactions({ id }: { id: string }) {
  const labels = useCategoryLabels();
  const transactions = usePropertyTransactions(id);
  return (
    <section className="card" aria-labelledby="tx-title">
      <h2 id="tx-title">Latest transactions</h2>
      <ErrorNote error={transactions.error} />
      {transactions.isPending ? (
        <Loading lines={5} />
      ) : transactions.data?.items.length === 0 ? (
        <Empty>No transactions for this property.</Empty>
      ) : (
        <div className="table-wrap" tabIndex={0}>
          <table className="table compact">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Category</th>
                <th scope="col" className="num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {(transactions.data?.items ?? []).map((row) => (
                <tr key={row.id}>
                  <td>{date(row.transaction_date)}</td>
                  <td>{row.description}</td>
                  <td>{categoryLabel(row.category, labels)}</td>
                  <td className="num">{row.transaction_type === "EXPENSE" ? <Money value={`-${row.amount}`} signed /> : <Money value={row.amount} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link href={`/transactions?property_id=${id}&period=all`}>All transactions of this property ({transactions.data?.total ?? "…"})</Link>
      </p>
    </section>
  );
}

function PropertyDeadlines({ id }: { id: string }) {
  const obligations = usePropertyObligations(id);
  const open = (obligations.data?.items ?? []).filter((item) => item.status !== "completed" && item.status !== "cancelled");
  return (
    <section className="card" aria-labelledby="deadlines-title">
      <h2 id="deadlines-title">Deadlines</h2>
      <ErrorNote error={obligations.error} />
      {obligations.isPending ? (
        <Loading lines={3} />
      ) : open.length === 0 ? (
        <Empty>No open deadlines for this property.</Empty>
      ) : (
        <ul className="list">
          {open.map((item) => (
            <li key={item.id} className="list-row">
              <span>{item.description}</span>
              <span>
                {date(item.due_date)} <ObligationStatus obligation={item} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href={`/deadlines?property_id=${id}`}>All deadlines of this property</Link>
      </p>
    </section>
  );
}

function PropertyDocuments({ id }: { id: string }) {
  const documents = usePropertyDocuments(id);
  return (
    <section className="card" aria-labelledby="docs-title">
      <h2 id="docs-title">Documents</h2>
      <ErrorNote error={documents.error} />
      {documents.isPending ? (
        <Loading lines={3} />
      ) : documents.data?.items.length === 0 ? (
        <Empty>No documents are filed under this property. Set a document's property on the Documents screen.</Empty>
      ) : (
        <ul className="list">
          {(documents.data?.items ?? []).map((document) => (
            <li key={document.id} className="list-row">
              <Link href={`/documents/${document.id}`}>{document.title}</Link>
              <span className="subtle">
                {humanize(document.doc_type.split(":").pop() ?? document.doc_type)} · {date(document.doc_date)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
