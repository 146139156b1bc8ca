// Short confirmations at the bottom of the screen, with an optional action such as "Undo".
import { createStore } from "./store";

export type Toast = {
  id: number;
  message: string;
  action?: { label: string; run: () => void };
  /** Take the keyboard focus to the action (after a row the focus was on is deleted). */
  focus?: boolean;
  /** Where the focus goes back when the toast closes while it holds it. */
  returnTo?: HTMLElement | null;
};

export const toasts = createStore<Toast[]>([]);
let next = 1;

/** Whether the keyboard focus is inside the toast: it stays open while the user is on it. */
const holdsFocus = (id: number) => document.activeElement?.closest(`[data-toast="${id}"]`) != null;

export function toast(message: string, action?: Toast["action"], ms = 8000, options: Pick<Toast, "focus" | "returnTo"> = {}): void {
  const id = next++;
  toasts.set([...toasts.get(), { id, message, ...(action ? { action } : {}), ...options }]);
  const expire = () => (holdsFocus(id) ? setTimeout(expire, ms) : dismiss(id));
  setTimeout(expire, ms);
}

export function dismiss(id: number): void {
  const closing = toasts.get().find((item) => item.id === id);
  const refocus = closing && holdsFocus(id);
  toasts.set(toasts.get().filter((item) => item.id !== id));
  if (refocus) {
    const target = closing.returnTo?.isConnected ? closing.returnTo : document.querySelector<HTMLElement>("main");
    target?.focus();
  }
}
