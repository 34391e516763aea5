import { useSyncExternalStore } from 'react';
import { currentToast, dismissToast, subscribeToToasts, toast } from './toast-store';

/** `const { toast } = useToast(); toast({ variant: 'success', title: 'تم الحفظ' })`. */
export function useToast() {
  const current = useSyncExternalStore(subscribeToToasts, currentToast, currentToast);
  return { toast, dismiss: dismissToast, current };
}
