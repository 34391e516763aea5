export { Toaster } from './toaster';
export { toast, dismissToast, TOAST_DURATION_MS } from './toast-store';
export type { ToastOptions, ToastVariant } from './toast-store';
export { useToast } from './use-toast';
