import type { ObligationType } from "../obligation-types";
import { nextBusinessDay } from "../business-days";
import { isoDate, lastDayOfMonth } from "../dates";
import { DEFAULT_REMINDER_DAYS } from "../obligation-lifecycle";
import type { MonthDay, SeedConfig } from "./config";

export interface SeedCompany {
  state_of_formation: string | null;
  formation_date: string | null;
}

export interface SeedProperty {
  id: string;
  address: string;
  acquisition_date: string;
  extra_metadata: Record<string, unknown>;
}

/** One obligation the standard set asks for. */
export interface SeedItem {
  seedKey: string;
  obligationType: ObligationType;
  propertyId: string | null;
  dueDate: string;
  recurrence: string;
  description: string;
  extraMetadata: Record<string, unknown>;
}

export interface SeedPlan {
  items: SeedItem[];
  /** Choices made for the user (defaults used, items skipped), to print. */
  notes: string[];
}

/**
 * A yearly deadline in `year`: its due date (moved to the next business day for tax and state
 * deadlines, as the IRS rule does) and its RRULE. Days past the month's end mean its last day.
 */
function yearly(year: number, month: number, day: MonthDay, toBusinessDay: boolean) {
  const last = day === "last" || (day > 28 && day >= lastDayOfMonth(year, month));
  const nominal = isoDate(year, month, last ? lastDayOfMonth(year, month) : (day as number));
  return {
    dueDate: toBusinessDay ? nextBusinessDay(nominal) : nominal,
    recurrence: `FREQ=YEARLY;BYMONTH=${month};BYMONTHDAY=${last ? -1 : day}`,
    toBusinessDay,
  };
}

type Dated = ReturnType<typeof yearly>;

/** The company's periodic report month: its formation anniversary, or the configured default. */
function formationMonth(company: SeedCompany | null, config: SeedConfig, notes: string[]): number {
  if (company?.formation_date) return Number(company.formation_date.slice(5, 7));
  notes.push(`The company profile has no formation_date: the periodic report uses month ${config.periodic_report.default_formation_month} from the config (set it with PUT /api/v1/company).`);
  return config.periodic_report.default_formation_month;
}

/** A property's insurance renewal day: extra_metadata.insurance_renewal (YYYY-MM-DD or MM-DD), else its acquisition anniversary. */
function renewalDay(property: SeedProperty, notes: string[]): { month: number; day: MonthDay } {
  const given = property.extra_metadata.insurance_renewal;
  const match = typeof given === "string" ? /^(?:\d{4}-)?(\d{2})-(\d{2})$/.exec(given) : null;
  if (given !== undefined && !match) notes.push(`${property.address}: extra_metadata.insurance_renewal "${String(given)}" is not a date; the acquisition anniversary is used.`);
  const [month, day] = match ? [Number(match[1]), Number(match[2])] : [Number(property.acquisition_date.slice(5, 7)), Number(property.acquisition_date.slice(8, 10))];
  // A policy bought on February 29 renews on the last day of February.
  return { month, day: month === 2 && day === 29 ? "last" : day };
}

/** The standard set of obligations for tax year `year`, for the company and each active property. */
export function planSeed(input: { year: number; state: string; config: SeedConfig; company: SeedCompany | null; properties: SeedProperty[] }): SeedPlan {
  const { year, state, config, company, properties } = input;
  const items: SeedItem[] = [];
  const notes: string[] = [];
  const add = (obligationType: ObligationType, propertyId: string | null, dated: Dated, description: string, extra: Record<string, unknown> = {}) => {
    const seedKey = `${obligationType}|${propertyId ?? "company"}|${dated.dueDate}`;
    const reminder = config.reminder_days[obligationType] ?? DEFAULT_REMINDER_DAYS;
    const metadata = { seed_key: seedKey, reminder_days: reminder, ...(dated.toBusinessDay ? { next_business_day: true } : {}), ...extra };
    items.push({ seedKey, obligationType, propertyId, dueDate: dated.dueDate, recurrence: dated.recurrence, description, extraMetadata: metadata });
  };

  const report = config.periodic_report.states[state];
  if (config.periodic_report.enabled && report) {
    const month = report.month === "formation" ? formationMonth(company, config, notes) : report.month;
    add("compliance:periodic_report", null, yearly(year, month, report.day, true), `${report.name}: file with the ${report.filed_with}`, { fee: report.fee, state });
  } else if (config.periodic_report.enabled) {
    // The rest of the year's deadlines do not depend on the state: they are planned all the same.
    notes.push(`The rules hold no periodic report for ${state} (they know ${Object.keys(config.periodic_report.states).join(", ")}): add the state's annual report as a deadline by hand.`);
  }
  if (config.estimated_taxes.enabled) {
    const quarters = [[year, 4], [year, 6], [year, 9], [year + 1, 1]] as const;
    quarters.forEach(([y, month], i) => add("tax:payment", null, yearly(y, month, 15, true), `Q${i + 1} ${config.estimated_taxes.description}`, { quarter: i + 1 }));
  }
  if (config.partnership_return.enabled) {
    const { month, day, description } = config.partnership_return;
    add("tax:filing", null, yearly(year + 1, month, day, true), description, { form: "1065" });
  }

  for (const property of properties) {
    const before = items.length;
    if (config.property_tax.enabled) {
      for (const { label, month, day } of config.property_tax.installments) {
        add("property:tax", property.id, yearly(year, month, day, true), `Property tax, ${label}: ${property.address}`, { installment: label });
      }
    }
    if (config.insurance_renewal.enabled) {
      const { month, day } = renewalDay(property, notes);
      add("property:insurance", property.id, yearly(year, month, day, false), `Renew the property insurance (compare quotes, check coverage and the lender's requirements): ${property.address}`);
    }
    if (config.inspection.enabled) {
      add("property:inspection", property.id, yearly(year, config.inspection.month, config.inspection.day, false), `${config.inspection.description}: ${property.address}`);
    }
    // Deadlines on or before the purchase belong to the previous owner.
    const added = items.splice(before);
    const owned = added.filter((item) => item.dueDate > property.acquisition_date);
    if (owned.length < added.length) notes.push(`${property.address}: deadlines on or before its acquisition (${property.acquisition_date}) were skipped.`);
    items.push(...owned);
  }
  return { items, notes };
}

export interface ExistingObligation {
  seed_key: string | null;
  obligation_type: string;
  property_id: string | null;
  due_date: string;
}

/**
 * What is still missing: an item exists when an obligation (deleted ones included, so a deletion
 * sticks) has its seed key, or the same type, property and due date (e.g. the successor that
 * completing last year's obligation created).
 */
export function missingItems(items: SeedItem[], existing: ExistingObligation[]): SeedItem[] {
  const keys = new Set(existing.map((o) => o.seed_key).filter(Boolean));
  const slots = new Set(existing.map((o) => `${o.obligation_type}|${o.property_id ?? "company"}|${o.due_date}`));
  return items.filter((item) => !keys.has(item.seedKey) && !slots.has(item.seedKey));
}
