// Small building blocks shared by the screens.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { isRealIsoDate, localNumericDate, parseDateInput } from "../lib/dates";
import { isNegative, money } from "../lib/format";
import { ApiError, messageOf } from "../api/client";
import { labelOf } from "../api/errors";

export function Money({ value, signed }: { value: string | null | undefined; signed?: boolean }) {
  const negative = isNegative(value);
  return <span className={`money${signed && negative ? " negative" : ""}`}>{money(value)}</span>;
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Property Records`;
  }, [title]);
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {children ? <div className="actions">{children}</div> : null}
    </header>
  );
}

/** A grey block of the size of what is loading, so nothing jumps when the data arrives. */
export function Skeleton({ lines = 3, height }: { lines?: number; height?: number }) {
  if (height) return <div className="skeleton" style={{ height }} aria-hidden="true" />;
  return (
    <div aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="skeleton line" />
      ))}
    </div>
  );
}

export function Loading({ label = "Loading", lines = 3, height }: { label?: string; lines?: number; height?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}…</span>
      <Skeleton lines={lines} height={height} />
    </div>
  );
}

export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (!error) return null;
  return (
    <div className="note error" role="alert">
      <span>{messageOf(error)}</span>
      {onRetry ? (
        <button type="button" className="link" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}

/** The 422 message for one field of a failed submit. */
export function fieldError(error: unknown, ...names: string[]): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  for (const name of names) {
    const message = error.fields[name];
    if (message) return message;
  }
  return undefined;
}

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
  className?: string;
};

/** A labelled control with its hint and its error, tied together for screen readers. */
export function Field({ label, error, hint, children, className }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${error ? " invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(described ? { "aria-describedby": described } : {}) })}
      {hint ? (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/**
 * The one date input: typed in the user's own numeric form ("03/15/2024"), as YYYY-MM-DD or with a
 * month's name; the form gets YYYY-MM-DD. A date that does not exist is said on leaving the field
 * ("No such date: February 30, 2024"); what was typed stays, and the API's own error shows too.
 */
export function DateField({ label, hint, value, onChange, error, name, required }: { label: string; hint?: string | undefined; value: string; onChange: (value: string) => void; error?: string | undefined; name?: string; required?: boolean }) {
  const [text, setText] = useState(() => (isRealIsoDate(value) ? localNumericDate(value) : value));
  const [problem, setProblem] = useState<string>();
  // A value set from outside (a record loaded, a form reset) is shown in the local form; the text
  // typed is not a dependency: only a new value resets it.
  useEffect(() => {
    const read = parseDateInput(text);
    const current = "iso" in read ? read.iso : text;
    if (current !== value) setText(isRealIsoDate(value) ? localNumericDate(value) : value);
  }, [value]);
  return (
    <Field label={label} hint={hint ?? `For example ${localNumericDate("2024-03-15")}`} error={problem ?? error}>
      {(props) => (
        <input
          {...props}
          name={name}
          type="text"
          autoComplete="off"
          required={required}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            const read = parseDateInput(next);
            setText(next);
            setProblem(undefined);
            onChange("iso" in read ? read.iso : next);
          }}
          onBlur={() => {
            const read = parseDateInput(text);
            if ("error" in read) setProblem(read.error);
            else if (read.iso) setText(localNumericDate(read.iso));
          }}
        />
      )}
    </Field>
  );
}

/**
 * Under a form: the error of a failed submit that no field shows. A 422 whose fields are all on the
 * form only points at them; fields the form does not have are listed by name.
 */
export function OtherErrors({ error, shown }: { error: unknown; shown: string[] }) {
  if (!error) return null;
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return <ErrorNote error={error} />;
  const rest = Object.entries(error.fields).filter(([field]) => !shown.includes(field));
  const marked = Object.keys(error.fields).length - rest.length;
  return (
    <div className="note error" role="alert">
      {marked > 0 ? <span>Please correct the field{marked === 1 ? "" : "s"} marked above.</span> : null}
      {rest.length > 0 ? (
        <ul>
          {rest.map(([field, message]) => (
            <li key={field}>
              {labelOf(field)}: {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A modal dialog on the native <dialog>: focus moves in, Escape closes, focus returns.
 * `dismissable={false}`: one that must be answered (no Close button; Escape does nothing).
 */
export function Dialog({ title, open, onClose, children, dismissable = true }: { title: string; open: boolean; onClose: () => void; children: ReactNode; dismissable?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // autoFocus runs before showModal; put the focus on the first field once the dialog is modal.
      dialog.querySelector<HTMLElement>("input, select, textarea")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape asks the owner to close; a dialog that must be answered stays open.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // A browser may still close a modal (a second Escape closes it without a cancel event) while
        // the owner has it open: tell the owner, or show again a dialog that must be answered.
        if (!open) return;
        if (dismissable) onClose();
        else ref.current?.showModal();
      }}
    >
      {open ? (
        <>
          <div className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            {dismissable ? (
              <button type="button" className="icon" aria-label="Close" onClick={onClose}>
                ×
              </button>
            ) : null}
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
      </button>
    </nav>
  );
}

export function StatusBadge({ tone, children }: { tone: "ok" | "warn" | "bad" | "info" | "muted"; children: ReactNode }) {
  return <span className={`badge ${tone}`}>{children}</span>;
}

/** Saves a Blob as a file. */
export function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The end of a form: any extra actions, Cancel (a button, or a link back) and the submit button,
 * which says what it does and shows the pending label while the write runs.
 */
export function FormActions({ submit, pending = false, pendingLabel = "Saving…", disabled = false, onCancel, cancelHref, writes = false, children }: { submit: string; pending?: boolean; pendingLabel?: string; disabled?: boolean; onCancel?: () => void; cancelHref?: string; writes?: boolean; children?: ReactNode }) {
  return (
    <div className="form-actions">
      {children}
      {cancelHref ? (
        <a href={cancelHref} className="button" onClick={(event) => (onCancel ? (event.preventDefault(), onCancel()) : undefined)}>
          Cancel
        </a>
      ) : onCancel ? (
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
      <button {...(writes ? { "data-writes": true } : {})} type="submit" className="primary" disabled={pending || disabled}>
        {pending ? pendingLabel : submit}
      </button>
    </div>
  );
}
