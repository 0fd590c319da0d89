/**
 * The app's one message (toast) module (spec 1 §4, §8). Success and loading messages dismiss
 * themselves after MESSAGE_AUTO_DISMISS_MS; errors stay until closed; a message identical to one
 * still shown (same type and text) is ignored. The <Toaster /> in the shell renders the list.
 */
import { MESSAGE_AUTO_DISMISS_MS } from '@esports-admin/schema/rules/constants';

export type ToastType = 'success' | 'error' | 'loading';

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(type: ToastType, message: string): string {
  const duplicate = toasts.find((t) => t.type === type && t.message === message);
  if (duplicate) return duplicate.id;
  const id = `toast-${nextId++}`;
  publish([...toasts, { id, type, message }]);
  if (type !== 'error') {
    timers.set(
      id,
      setTimeout(() => dismissToast(id), MESSAGE_AUTO_DISMISS_MS),
    );
  }
  return id;
}

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  loading: (message: string) => show('loading', message),
  dismiss: dismissToast,
};

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

/** Clears every message and timer; used between tests. */
export function resetToasts(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  publish([]);
}
