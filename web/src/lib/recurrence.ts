// The recurrence picker's choices as RFC 5545 rules, anchored on the due date (the rule's DTSTART).

export type Repeat = "none" | "yearly" | "quarterly" | "monthly" | "custom";

/**
 * The day-of-month part. Days 29 and 30 fall back to the month's last day in shorter months
 * (BYSETPOS=-1 picks the latest of 28..day that exists); day 31 is the month's last day.
 */
function dayPart(day: number, lastOfMonth: boolean): string {
  if (lastOfMonth || day === 31) return "BYMONTHDAY=-1";
  if (day <= 28) return `BYMONTHDAY=${day}`;
  const days = Array.from({ length: day - 27 }, (_, index) => 28 + index).join(",");
  return `BYMONTHDAY=${days};BYSETPOS=-1`;
}

export function ruleOf(repeat: Repeat, dueDate: string, custom = ""): string | undefined {
  if (repeat === "none") return undefined;
  if (repeat === "custom") return custom.trim() || undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) return undefined;
  const year = Number(dueDate.slice(0, 4));
  const month = Number(dueDate.slice(5, 7));
  const day = Number(dueDate.slice(8, 10));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate() === day && day >= 28;
  switch (repeat) {
    case "yearly":
      // February 29 (or 28 as a month end) repeats on February's last day.
      return month === 2 && last ? "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1" : `FREQ=YEARLY;BYMONTH=${month};BYMONTHDAY=${day}`;
    case "quarterly":
      return `FREQ=MONTHLY;INTERVAL=3;${dayPart(day, last)}`;
    case "monthly":
      return `FREQ=MONTHLY;${dayPart(day, last)}`;
  }
}

/** How a stored rule reads in the list. */
export function describeRule(rule: string | null): string {
  if (!rule) return "Once";
  const parts = new Map(rule.split(";").map((part) => part.split("=") as [string, string]));
  const interval = Number(parts.get("INTERVAL") ?? "1");
  switch (parts.get("FREQ")) {
    case "YEARLY":
      return interval === 1 ? "Every year" : `Every ${interval} years`;
    case "MONTHLY":
      return interval === 1 ? "Every month" : interval === 3 ? "Every quarter" : `Every ${interval} months`;
    case "WEEKLY":
      return interval === 1 ? "Every week" : `Every ${interval} weeks`;
    case "DAILY":
      return interval === 1 ? "Every day" : `Every ${interval} days`;
    default:
      return rule;
  }
}
