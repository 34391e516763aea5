import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';

/** Whether the signed-in user may cut off and reconnect (docs/cut-off.md#who-may). */
export function useMayCutOff(): boolean {
  const settings = useQuery({
    queryKey: ['/api/cut-off-settings'],
    queryFn: () => dataOf(api.GET('/api/cut-off-settings')),
  });
  return settings.data?.mayCutOff === true;
}
