/** One toast at a time (docs/screens.md#toasts-and-messages): a new toast replaces the current one, which
 * closes after 5 s. A module-level store so that non-React code (the api client) can raise toasts too. */
type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

export interface ToastState {
  id: number;
  title?: string;
  description?: string;
  variant: ToastVariant;
}

export const TOAST_DURATION_MS = 5000;

let current: ToastState | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
let remainingMs = 0;
let startedAt = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function startTimer(ms: number): void {
  clearTimeout(timer);
  remainingMs = ms;
  startedAt = Date.now();
  const id = current?.id;
  timer = setTimeout(() => dismissToast(id), ms);
}

/** The same words up to spacing and final punctuation: a server message that only repeats the title. */
const sameWords = (a?: string, b?: string) => {
  const words = (text?: string) => (text ?? '').replace(/[\s.!،؛:]+/g, ' ').trim();
  return words(a) !== '' && words(a) === words(b);
};

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = {
    id,
    title: options.title,
    description: sameWords(options.title, options.description) ? undefined : options.description,
    variant: options.variant ?? 'default',
  };
  startTimer(options.duration ?? TOAST_DURATION_MS);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the current toast, or only the toast `id` if it is still the current one. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  current = null;
  emit();
}

/** Holds the countdown while the pointer or focus is on the toast, so it can be read. */
export function pauseToast(): void {
  if (!current) return;
  clearTimeout(timer);
  remainingMs = Math.max(0, remainingMs - (Date.now() - startedAt));
}

export function resumeToast(): void {
  if (current) startTimer(remainingMs);
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastState | null {
  return current;
}
