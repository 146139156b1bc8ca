// Short confirmations at the bottom of the screen, with an optional action such as "Undo".
import { createStore } from "./store";

export type Toast = { id: number; message: string; action?: { label: string; run: () => void } };

export const toasts = createStore<Toast[]>([]);
let next = 1;

export function toast(message: string, action?: Toast["action"], ms = 8000): void {
  const id = next++;
  toasts.set([...toasts.get(), { id, message, ...(action ? { action } : {}) }]);
  setTimeout(() => dismiss(id), ms);
}

export function dismiss(id: number): void {
  toasts.set(toasts.get().filter((item) => item.id !== id));
}
