import { Link } from "wouter";
import { Empty, ErrorNote, Loading, Money, PageHeader, StatusBadge } from "../components/ui";
import { date } from "../lib/format";
import { useProperties } from "../lib/queries";

export default function Properties() {
  const properties = useProperties({ listing: true });
  return (
    <>
      <PageHeader title="Properties">
        <Link data-writes href="/properties/new" className="button primary">
          Add property
        </Link>
      </PageHeader>
      <ErrorNote error={properties.error} onRetry={() => void properties.refetch()} />
      {properties.isPending ? (
        <Loading lines={5} />
      ) : properties.data?.items.length === 0 ? (
        <Empty>No properties yet.</Empty>
      ) : (
        <div className="table-wrap card" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Acquired</th>
                <th scope="col">In service</th>
                <th scope="col" className="num">
                  Total basis
                </th>
                <th scope="col" className="num">
                  Depreciable basis
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {(properties.data?.items ?? []).map((property) => (
                <tr key={property.id}>
                  <th scope="row">
                    <Link href={`/properties/${property.id}`}>{property.address}</Link>
                  </th>
                  <td>{date(property.acquisition_date)}</td>
                  <td>{date(property.placed_in_service)}</td>
                  <td className="num">
                    <Money value={property.total_basis} />
                  </td>
                  <td className="num">
                    <Money value={property.depreciable_basis} />
                  </td>
                  <td>
                    <StatusBadge tone={property.status === "ACTIVE" ? "ok" : "muted"}>{property.status === "ACTIVE" ? "Active" : "Inactive"}</StatusBadge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
