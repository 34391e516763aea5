import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { publicApi } from '../lib/api-client';
import { useDatabaseDown } from '../lib/database-status';

export const DATABASE_DOWN_NOTICE = 'قاعدة البيانات لا تستجيب، نحاول مجدداً…';
/** How often the banner asks the server again while the database is down. */
const DATABASE_RETRY_MS = 5000;
const HEALTH_URL = '/api/health';

/**
 * Across the top of every page while the API answers 503 (docs/database-faults.md). It keeps asking the
 * health check (queries never retry by themselves here), and once the database answers it goes away and
 * the screens read again whatever failed meanwhile: nobody has to reload.
 */
export function DatabaseDownBanner({ retryMs = DATABASE_RETRY_MS }: { retryMs?: number }) {
  const down = useDatabaseDown();
  const queryClient = useQueryClient();
  const wasDown = useRef(false);

  useEffect(() => {
    if (!down) return;
    const timer = setInterval(() => {
      publicApi.GET(HEALTH_URL).catch(() => undefined);
    }, retryMs);
    return () => clearInterval(timer);
  }, [down, retryMs]);

  useEffect(() => {
    if (wasDown.current && !down) {
      void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
    }
    wasDown.current = down;
  }, [down, queryClient]);

  if (!down) return null;
  return (
    <div
      role="alert"
      dir="rtl"
      className="alert alert-warning position-fixed top-0 start-0 end-0 m-0 rounded-0 text-center shadow-sm d-print-none"
      style={{ zIndex: 1090 }}
    >
      {DATABASE_DOWN_NOTICE}
    </div>
  );
}
