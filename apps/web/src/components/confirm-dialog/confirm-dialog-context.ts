import { createContext, type ReactNode } from 'react';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: 'danger' | 'warning' | 'primary';
}

/** Resolves true when the user confirms, false when they cancel or close the dialog. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmDialogContext = createContext<Confirm | null>(null);
