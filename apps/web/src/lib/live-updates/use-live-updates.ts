import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateUpdatesGroup } from './invalidate-updates-group';
import { followLiveUpdates } from './live-updates-connection';
import type { LiveUpdateEvent } from './live-update-event';

export type { LiveUpdateEvent } from './live-update-event';

/**
 * Follows `GET /api/sse/{group}-updates` while the screen is open (docs/business-rules.md#live-updates):
 * every change made elsewhere (another operator, another tab, the CLI) refetches the group's lists, and so
 * does each (re)connection, which catches up on what was missed while the stream was down. `onEvent` hears
 * every event, `connected` included. No `group` (not known yet): follows nothing.
 */
export function useLiveUpdates(
  group: string | null | undefined,
  onEvent?: (event: LiveUpdateEvent) => void,
): void {
  const queryClient = useQueryClient();
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  useEffect(() => {
    if (!group) return undefined;
    return followLiveUpdates(group, (event) => {
      void invalidateUpdatesGroup(queryClient, group);
      onEventRef.current?.(event);
    });
  }, [group, queryClient]);
}
