// Deadlines: grouped as overdue, due soon, upcoming and completed, or on a month calendar; complete
// (confirmation number, fee), cancel, reopen; create with a recurrence picker; the calendar feed.
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { useUrlFilters } from "../lib/url-filters";
import { messageOf, type Schemas } from "../api/client";
import {
  restoreObligation,
  useCreateCalendarKey,
  useDeleteObligation,
  useInvalidateObligations,
  useObligations,
  useObligationStatus,
  useRevokeCalendarKey,
  useSaveObligation,
} from "../api/queries/obligations";
import StandardDeadlines from "../components/StandardDeadlines";
import { CompleteDialog, OBLIGATION_TYPE_LABELS, ObligationStatus, type Obligation } from "../components/obligations";
import { DateField, Dialog, Empty, ErrorNote, Field, fieldError, FormActions, Loading, OtherErrors, PageHeader } from "../components/ui";
import { addMonths, monthEnd, monthStart, today } from "../lib/dates";
import { amountInput, date, money, month } from "../lib/format";
import { usePropertyNames, useProperties } from "../lib/queries";
import { describeRule, ruleOf, type Repeat } from "../lib/recurrence";
import { toast } from "../lib/toast";

const FILTER_KEYS = ["status", "upcoming", "obligation_type", "property_id", "start_date", "end_date", "q"] as const;

export default function Deadlines() {
  const { params, update } = useUrlFilters();
  const view = params.get("view") === "calendar" ? "calendar" : "list";
  const [completing, setCompleting] = useState<Obligation | null>(null);
  // The add or edit dialog: null when closed, { editing: null } to add.
  const [dialog, setDialog] = useState<{ editing: Obligation | null } | null>(null);
  const filters: Record<string, string | number> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = key === "upcoming" ? Number(value) : value;
  }
  const filtered = Object.keys(filters).length > 0;

  const list = useObligations(filters);

  const setView = (next: "list" | "calendar") => update({ view: next === "list" ? null : next }, { keepPage: true });

  return (
    <>
      <PageHeader title="Deadlines">
        <button data-writes type="button" className="primary" onClick={() => setDialog({ editing: null })}>
          Add deadline
        </button>
        <StandardDeadlines />
        <FeedLink />
      </PageHeader>
      <div className="tabs" role="tablist" aria-label="View">
        <button type="button" role="tab" id="tab-list" aria-controls="deadlines-panel" aria-selected={view === "list"} onClick={() => setView("list")}>
          List
        </button>
        <button type="button" role="tab" id="tab-calendar" aria-controls="deadlines-panel" aria-selected={view === "calendar"} onClick={() => setView("calendar")}>
          Calendar
        </button>
      </div>
      {filtered ? (
        <p className="note info">
          Showing the deadlines that match a filter.{" "}
          <Link href={view === "calendar" ? "/deadlines?view=calendar" : "/deadlines"}>Show all</Link>
        </p>
      ) : null}
      <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      <div id="deadlines-panel" role="tabpanel" aria-labelledby={view === "list" ? "tab-list" : "tab-calendar"}>
        {list.isPending ? (
          <Loading lines={8} />
        ) : view === "list" ? (
          <Grouped items={list.data?.items ?? []} onComplete={setCompleting} onEdit={(item) => setDialog({ editing: item })} />
        ) : (
          <Calendar items={list.data?.items ?? []} />
        )}
      </div>
      <CompleteDialog obligation={completing} onClose={() => setCompleting(null)} />
      <DeadlineDialog open={dialog != null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </>
  );
}

/** An element id from a group's title ("Due soon" is `group-due-soon`): ids hold no spaces. */
const groupId = (title: string) => `group-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;

const GROUPS: { title: string; match: (item: Obligation) => boolean; empty: string }[] = [
  { title: "Overdue", match: (item) => item.status === "overdue", empty: "Nothing is overdue." },
  { title: "Due soon", match: (item) => item.status === "due_soon", empty: "Nothing is due in the next 7 days." },
  { title: "Upcoming", match: (item) => item.status === "pending", empty: "Nothing else is scheduled." },
  { title: "Completed and cancelled", match: (item) => item.status === "completed" || item.status === "cancelled", empty: "Nothing completed yet." },
];

/** What a completed deadline recorded: its confirmation number, the fee paid and the day it was done. */
function doneDetails(item: Obligation): string {
  const extra = item.extra_metadata;
  const parts: string[] = [];
  if (typeof extra.confirmation_number === "string") parts.push(`Confirmation ${extra.confirmation_number}`);
  if (typeof extra.fee_paid === "string" || typeof extra.fee_paid === "number") parts.push(`Paid ${money(String(extra.fee_paid))}`);
  if (item.status === "completed" && typeof extra.completed_date === "string") parts.push(`Done ${date(extra.completed_date)}`);
  return parts.map((part) => ` · ${part}`).join("");
}

function Grouped({ items, onComplete, onEdit }: { items: Obligation[]; onComplete: (item: Obligation) => void; onEdit: (item: Obligation) => void }) {
  const names = usePropertyNames();
  const change = useObligationStatus();
  const invalidate = useInvalidateObligations();
  const remove = useDeleteObligation<{ item: Obligation; returnTo: HTMLElement | null }>({
    onSuccess: (_, { item, returnTo }) => {
      // The focus goes to Undo (its row is gone), and back to the list after.
      toast(
        `Deleted: ${item.description}.`,
        {
          label: "Undo",
          run: () => void restoreObligation(item.id).then(invalidate, (error: unknown) => toast(`Undo failed: ${messageOf(error)}`)),
        },
        undefined,
        { focus: true, returnTo },
      );
    },
    onError: (error) => toast(messageOf(error)),
  });
  const act = (item: Obligation, status: "cancelled" | "pending", message: string) =>
    change.mutate(
      { id: item.id, status },
      {
        onSuccess: () => toast(message),
        onError: (error) => toast(messageOf(error)),
      },
    );
  return (
    <>
      {GROUPS.map((group) => {
        const rows = items.filter(group.match);
        if (group.title.startsWith("Completed")) rows.reverse();
        return (
          <section key={group.title} className="card" aria-labelledby={groupId(group.title)}>
            <h2 id={groupId(group.title)}>
              {group.title} <span className="subtle">({rows.length})</span>
            </h2>
            {rows.length === 0 ? (
              <Empty>{group.empty}</Empty>
            ) : (
              <div className="table-wrap" tabIndex={0}>
                <table className="table compact phone-rows">
                  <thead>
                    <tr>
                      <th scope="col">Due</th>
                      <th scope="col">Deadline</th>
                      <th scope="col">Repeats</th>
                      <th scope="col">Status</th>
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((item) => (
                      <tr key={item.id} data-testid="obligation-row">
                        <td data-label="Due">{date(item.due_date)}</td>
                        <td className="wide">
                          <div>{item.description}</div>
                          <div className="subtle">
                            {OBLIGATION_TYPE_LABELS[item.obligation_type]}
                            {item.property_id ? ` · ${names.get(item.property_id) ?? ""}` : ""}
                            {doneDetails(item)}
                          </div>
                        </td>
                        <td data-label="Repeats">{describeRule(item.recurrence)}</td>
                        <td>
                          <ObligationStatus obligation={item} />
                        </td>
                        <td className="row-actions wide">
                          {item.status === "completed" || item.status === "cancelled" ? (
                            <button data-writes type="button" className="link" onClick={() => act(item, "pending", `Reopened: ${item.description}.`)} aria-label={`Reopen ${item.description}`}>
                              Reopen
                            </button>
                          ) : (
                            <>
                              <button data-writes type="button" className="link" onClick={() => onComplete(item)} aria-label={`Mark done: ${item.description}`}>
                                Mark done
                              </button>
                              <button data-writes
                                type="button"
                                className="link"
                                aria-label={`Cancel ${item.description}`}
                                onClick={() => {
                                  if (window.confirm(`Cancel "${item.description}"?${item.recurrence ? " This ends the series." : ""}`)) act(item, "cancelled", `Cancelled: ${item.description}.`);
                                }}
                              >
                                Cancel
                              </button>
                            </>
                          )}
                          <button data-writes type="button" className="link" onClick={() => onEdit(item)} aria-label={`Edit ${item.description}`}>
                            Edit
                          </button>
                          <button data-writes type="button" className="link" aria-label={`Delete ${item.description}`} disabled={remove.isPending} onClick={(event) => remove.mutate({ item, returnTo: event.currentTarget.closest<HTMLElement>(".table-wrap") })}>
                            Delete
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function Calendar({ items }: { items: Obligation[] }) {
  const [shown, setShown] = useState(monthStart(today()));
  const first = new Date(`${shown}T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const last = Number(monthEnd(shown).slice(8, 10));
  const cells: { iso: string; inMonth: boolean }[] = [];
  for (let index = 0; index < Math.ceil((lead + last) / 7) * 7; index++) {
    const day = new Date(first);
    day.setUTCDate(1 - lead + index);
    const iso = day.toISOString().slice(0, 10);
    cells.push({ iso, inMonth: iso.slice(0, 7) === shown.slice(0, 7) });
  }
  const byDay = new Map<string, Obligation[]>();
  for (const item of items) byDay.set(item.due_date, [...(byDay.get(item.due_date) ?? []), item]);
  const now = today();
  return (
    <section className="card" aria-labelledby="calendar-title">
      <div className="page-header">
        <h2 id="calendar-title">{month(shown, true)}</h2>
        <div className="actions">
          <button type="button" onClick={() => setShown(addMonths(shown, -1))}>
            Previous month
          </button>
          <button type="button" onClick={() => setShown(monthStart(today()))}>
            Today
          </button>
          <button type="button" onClick={() => setShown(addMonths(shown, 1))}>
            Next month
          </button>
        </div>
      </div>
      {cells.some((cell) => cell.inMonth && byDay.has(cell.iso)) ? null : <p className="calendar-none">Nothing is due in {month(shown, true)}.</p>}
      <div className="calendar">
        {WEEKDAYS.map((day) => (
          <div key={day} className="day-name" aria-hidden="true">
            {day}
          </div>
        ))}
        {cells.map((cell) => {
          const due = byDay.get(cell.iso) ?? [];
          return (
            <div key={cell.iso} className={`day${cell.inMonth ? "" : " other"}${cell.iso === now ? " today" : ""}`}>
              <div>
                <span className="day-number" aria-hidden="true">
                  {Number(cell.iso.slice(8, 10))}
                </span>
                <span className="day-date">{date(cell.iso)}</span>
              </div>
              <ul>
                {due.map((item) => (
                  <li key={item.id} className={item.status}>
                    {item.description}
                    <span className="visually-hidden"> ({item.status.replace("_", " ")})</span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** Subscribing a calendar app: a private link with the feed's key (works with tokens on), made here. */
function FeedLink() {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<Schemas["CalendarFeedKey"] | null>(null);
  const create = useCreateCalendarKey({ onSuccess: setLink });
  const revoke = useRevokeCalendarKey({
    onSuccess: (result) => {
      setLink(null);
      toast(result.data.revoked ? "The private calendar link no longer works." : "There was no private link to stop.");
    },
  });
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast("Calendar link copied: add it to your calendar app as a subscription (from URL).");
    } catch {
      window.prompt("Copy the calendar link:", text);
    }
  }
  return (
    <>
      <button data-writes type="button" onClick={() => setOpen(true)}>
        Calendar subscription
      </button>
      <Dialog title="Calendar subscription" open={open} onClose={() => setOpen(false)}>
        <p>
          Your calendar app (Google Calendar, Apple Calendar, Outlook) can follow these deadlines: open deadlines appear as all-day events with a reminder, and
          completed ones leave.
        </p>
        <p>
          The private link carries its own key, so it works even when this service asks for a token. Creating a new link stops the previous one.
        </p>
        {link ? (
          <Field label="Private link" hint="Shown once: copy it now">
            {(props) => <input {...props} readOnly value={link.webcal_url} onFocus={(event) => event.target.select()} />}
          </Field>
        ) : null}
        <ErrorNote error={create.error ?? revoke.error} />
        <div className="form-actions">
          <button type="button" className="danger" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            Stop the private link
          </button>
          {link ? (
            <button type="button" className="primary" onClick={() => void copy(link.webcal_url)}>
              Copy link
            </button>
          ) : (
            <button type="button" className="primary" onClick={() => create.mutate()} disabled={create.isPending}>
              {create.isPending ? "Creating…" : "Create a private link"}
            </button>
          )}
        </div>
      </Dialog>
    </>
  );
}

const dayNames = new Intl.DateTimeFormat(undefined, { month: "long", day: "numeric", timeZone: "UTC" });

function isMonthEnd(iso: string): boolean {
  return monthEnd(iso) === iso;
}

/** "April 15", or "the last day of February" for a month end in February. */
function dayOfYear(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return "the due date";
  return iso.slice(5, 7) === "02" && isMonthEnd(iso) ? "the last day of February" : dayNames.format(new Date(`${iso}T00:00:00Z`));
}

/** "day 15", "day 30 (or the month's last day)", or "the last day" for a month end. */
function dayOfMonth(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return "the due date's day";
  const day = Number(iso.slice(8, 10));
  if (isMonthEnd(iso) && day >= 28) return "the month's last day";
  return day > 28 ? `day ${day} (or the month's last day)` : `day ${day}`;
}

type DeadlineForm = { description: string; obligation_type: Obligation["obligation_type"]; due_date: string; property_id: string; repeat: Repeat; custom: string; fee: string };

const EMPTY: DeadlineForm = { description: "", obligation_type: "other", due_date: "", property_id: "", repeat: "none", custom: "", fee: "" };

/** A stored deadline as the form shows it: its rule as one of the picker's choices when it is one. */
function formOf(item: Obligation): DeadlineForm {
  const preset = (["yearly", "quarterly", "monthly"] as const).find((repeat) => item.recurrence && ruleOf(repeat, item.due_date) === item.recurrence);
  const fee = item.extra_metadata.fee;
  return {
    description: item.description,
    obligation_type: item.obligation_type,
    due_date: item.due_date,
    property_id: item.property_id ?? "",
    repeat: !item.recurrence ? "none" : (preset ?? "custom"),
    custom: item.recurrence && !preset ? item.recurrence : "",
    fee: typeof fee === "string" || typeof fee === "number" ? String(fee) : "",
  };
}

/** Adds a deadline, or edits one (`editing`): the same form, a POST or a PATCH of what it holds. */
function DeadlineDialog({ open, editing, onClose }: { open: boolean; editing?: Obligation | null; onClose: () => void }) {
  return (
    <Dialog title={editing ? "Edit deadline" : "Add deadline"} open={open} onClose={onClose}>
      {open ? <DeadlineFormBody key={editing?.id ?? "new"} editing={editing ?? null} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DeadlineFormBody({ editing, onClose }: { editing: Obligation | null; onClose: () => void }) {
  const properties = useProperties();
  const [form, setForm] = useState<DeadlineForm>(editing ? formOf(editing) : EMPTY);
  const rule = ruleOf(form.repeat, form.due_date, form.custom);
  const fee = amountInput(form.fee);
  const save = useSaveObligation(editing, (saved) => {
    toast(`${editing ? "Saved" : "Added"}: ${saved.description}, due ${date(saved.due_date)}.`);
    onClose();
  });
  const set = (name: keyof DeadlineForm) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });
  const error = save.error;
  return (
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save.mutate({
            description: form.description.trim(),
            obligation_type: form.obligation_type,
            due_date: form.due_date,
            property_id: form.property_id || null,
            recurrence: rule ?? null,
            fee,
          });
        }}
        noValidate
      >
        <Field label="Description" error={fieldError(error, "description")}>
          {(props) => <input {...props} value={form.description} onChange={set("description")} placeholder="For example: Annual report" />}
        </Field>
        <Field label="Type" error={fieldError(error, "obligation_type")}>
          {(props) => (
            <select {...props} value={form.obligation_type} onChange={set("obligation_type")}>
              {Object.entries(OBLIGATION_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <DateField label="Due date" value={form.due_date} onChange={(value) => set("due_date")({ target: { value } })} error={fieldError(error, "due_date")} />
        <Field label="Repeats" hint={rule ? `Rule: ${rule}` : undefined} error={form.repeat !== "custom" ? fieldError(error, "recurrence") : undefined}>
          {(props) => (
            <select {...props} value={form.repeat} onChange={set("repeat")}>
              <option value="none">Does not repeat</option>
              <option value="yearly">Every year on {form.due_date ? dayOfYear(form.due_date) : "the due date"}</option>
              <option value="quarterly">Every quarter on {form.due_date ? dayOfMonth(form.due_date) : "the due date's day"}</option>
              <option value="monthly">Every month on {form.due_date ? dayOfMonth(form.due_date) : "the due date's day"}</option>
              <option value="custom">Custom rule (RRULE)</option>
            </select>
          )}
        </Field>
        {form.repeat === "custom" ? (
          <Field label="RRULE" hint="For example FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15" error={fieldError(error, "recurrence")}>
            {(props) => <input {...props} value={form.custom} onChange={set("custom")} spellCheck={false} />}
          </Field>
        ) : null}
        <Field label="Property" error={fieldError(error, "property_id")}>
          {(props) => (
            <select {...props} value={form.property_id} onChange={set("property_id")}>
              <option value="">The company</option>
              {(properties.data?.items ?? []).map((property) => (
                <option key={property.id} value={property.id}>
                  {property.address}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Expected fee (optional)" error={fieldError(error, "extra_metadata.fee")}>
          {(props) => <input {...props} inputMode="decimal" value={form.fee} onChange={set("fee")} placeholder="0.00" />}
        </Field>
        <OtherErrors error={error} shown={["description", "obligation_type", "due_date", "recurrence", "property_id", "extra_metadata.fee"]} />
        <FormActions onCancel={onClose} pending={save.isPending} submit={editing ? "Save" : "Add deadline"} />
      </form>
  );
}
