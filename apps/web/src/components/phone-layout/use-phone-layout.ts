import { useSyncExternalStore } from 'react';

/** Below Bootstrap's `md` breakpoint (768 px) the record screens show cards instead of tables. */
const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

function phoneQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_MEDIA_QUERY)
    : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhone = () => phoneQuery()?.matches ?? false;

/** Whether the screen is phone-sized, kept current as the window turns or resizes. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
