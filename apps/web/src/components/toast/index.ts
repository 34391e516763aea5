export { Toaster } from './toaster';
export { toast, dismissToast } from './toast-store';
