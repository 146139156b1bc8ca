// The reports Home and Reports show: profit and loss, Schedule E / Form 8825, occupancy. They are
// read only; a write to the books invalidates keys.reports.all.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../client";
import type { paths } from "../schema";
import { keys } from "./keys";

type PnlQuery = NonNullable<paths["/api/v1/reports/profit-and-loss"]["get"]["parameters"]["query"]>;
type TaxQuery = NonNullable<paths["/api/v1/reports/schedule-e"]["get"]["parameters"]["query"]>;

/**
 * Profit and loss for a period (none: the year to date, in the company's time zone). `keepPrevious`
 * keeps the last report on screen while another period or grouping loads.
 */
export function useProfitAndLoss(query: PnlQuery, options: { enabled?: boolean; keepPrevious?: boolean } = {}) {
  return useQuery({
    queryKey: keys.reports.pnl(query),
    queryFn: () => unwrap(api.GET("/api/v1/reports/profit-and-loss", { params: { query } })),
    enabled: options.enabled ?? true,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** The tax form's lines per property for a year; the last one stays on screen while another loads. */
export function useTaxReport(query: TaxQuery) {
  return useQuery({
    queryKey: keys.reports.tax(query),
    queryFn: () => unwrap(api.GET("/api/v1/reports/schedule-e", { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** Each property's nights booked and occupancy over a period; nothing is read until there is one. */
export function useOccupancy(period: { start_date: string; end_date: string } | undefined) {
  return useQuery({
    queryKey: keys.reports.occupancy(period?.start_date, period?.end_date),
    queryFn: () => unwrap(api.GET("/api/v1/reports/occupancy", { params: { query: { start_date: period!.start_date, end_date: period!.end_date } } })),
    enabled: Boolean(period),
  });
}
