import type { ObligationType } from "../obligation-types";

/** A day of a month: a number, or "last" for the month's last day (an RRULE's BYMONTHDAY=-1). */
export type MonthDay = number | "last";

export interface StateReport {
  name: string;
  filed_with: string;
  /** A fixed month, or "formation" for the month of the company's formation anniversary. */
  month: number | "formation";
  day: MonthDay;
  fee: string;
}

export interface SeedConfig {
  default_state: string;
  reminder_days: Partial<Record<ObligationType, number>>;
  estimated_taxes: { enabled: boolean; description: string };
  partnership_return: { enabled: boolean; month: number; day: number; description: string };
  periodic_report: { enabled: boolean; default_formation_month: number; states: Record<string, StateReport> };
  property_tax: { enabled: boolean; installments: { label: string; month: number; day: MonthDay }[] };
  insurance_renewal: { enabled: boolean };
  inspection: { enabled: boolean; month: number; day: MonthDay; description: string };
}

const FEE = /^\d+\.\d{2}$/;

function checkMonthDay(where: string, month: unknown, day: unknown, errors: string[]): void {
  if (month !== "formation" && !(Number.isInteger(month) && (month as number) >= 1 && (month as number) <= 12)) errors.push(`${where}.month must be 1..12`);
  if (day !== "last" && !(Number.isInteger(day) && (day as number) >= 1 && (day as number) <= 31)) errors.push(`${where}.day must be 1..31 or "last"`);
}

/** The problems of a parsed config file, so that a typo is reported before anything is written. */
export function configErrors(config: SeedConfig): string[] {
  const errors: string[] = [];
  for (const [code, state] of Object.entries(config.periodic_report?.states ?? {})) {
    checkMonthDay(`periodic_report.states.${code}`, state.month, state.day, errors);
    if (!FEE.test(state.fee)) errors.push(`periodic_report.states.${code}.fee must be a decimal string with two decimals, e.g. "10.00"`);
  }
  const month = config.periodic_report?.default_formation_month;
  if (!(Number.isInteger(month) && month >= 1 && month <= 12)) errors.push("periodic_report.default_formation_month must be 1..12");
  checkMonthDay("partnership_return", config.partnership_return?.month, config.partnership_return?.day, errors);
  (config.property_tax?.installments ?? []).forEach((item, i) => checkMonthDay(`property_tax.installments[${i}]`, item.month, item.day, errors));
  checkMonthDay("inspection", config.inspection?.month, config.inspection?.day, errors);
  for (const [type, days] of Object.entries(config.reminder_days ?? {})) {
    if (!(Number.isInteger(days) && days >= 0 && days <= 365)) errors.push(`reminder_days.${type} must be 0..365`);
  }
  return errors;
}
