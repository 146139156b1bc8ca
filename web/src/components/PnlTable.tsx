import type { Schemas } from "../api/client";
import { count, month } from "../lib/format";
import { Money } from "./ui";

type Pnl = Schemas["ProfitAndLoss"];

/**
 * A profit and loss as a table, one row per group and a total: income, operating expenses and net
 * operating income, with capital spending (improvements, furniture and equipment: depreciated, not
 * expensed) in its own column when the period has any. Home and Reports both show it.
 */
export function PnlTable({ data, groupLabel, compact = false, showCount = false }: { data: Pnl; groupLabel: "Month" | "Category" | "Property"; compact?: boolean; showCount?: boolean }) {
  const capital = Number(data.capital_spending) !== 0;
  const label = (group: Pnl["groups"][number]) => (groupLabel === "Month" ? month(group.key, true) : group.label);
  return (
    <table className={compact ? "table compact" : "table"}>
      <thead>
        <tr>
          <th scope="col">{groupLabel}</th>
          <th scope="col" className="num">
            Income
          </th>
          <th scope="col" className="num">
            Expenses
          </th>
          <th scope="col" className="num">
            Net
          </th>
          {capital ? (
            <th scope="col" className="num">
              Capital spending
            </th>
          ) : null}
          {showCount ? (
            <th scope="col" className="num">
              Transactions
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {data.groups.map((group) => (
          <tr key={group.key}>
            <th scope="row">{label(group)}</th>
            <td className="num">
              <Money value={group.revenue} />
            </td>
            <td className="num">
              <Money value={group.expenses} />
            </td>
            <td className="num">
              <Money value={group.net} signed />
            </td>
            {capital ? (
              <td className="num">
                <Money value={group.capital_spending} />
              </td>
            ) : null}
            {showCount ? <td className="num">{count(group.transaction_count)}</td> : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="num">
            <Money value={data.revenue} />
          </td>
          <td className="num">
            <Money value={data.expenses} />
          </td>
          <td className="num">
            <Money value={data.net} signed />
          </td>
          {capital ? (
            <td className="num">
              <Money value={data.capital_spending} />
            </td>
          ) : null}
          {showCount ? <td className="num">{count(data.transaction_count)}</td> : null}
        </tr>
      </tfoot>
    </table>
  );
}

/** The line under a P&L's totals when the period bought assets: what they cost, and that net leaves them out. */
export function CapitalNote({ data }: { data: Pick<Pnl, "capital_spending" | "net_after_capital_spending"> }) {
  if (Number(data.capital_spending) === 0) return null;
  return (
    <p className="subtle" data-testid="capital-note">
      Capital spending of <Money value={data.capital_spending} /> (improvements, furniture and equipment) is depreciated over the years, so it is not in the net. Net after it:{" "}
      <Money value={data.net_after_capital_spending} signed />.
    </p>
  );
}
