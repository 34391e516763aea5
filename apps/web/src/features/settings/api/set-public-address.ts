import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { appConfigQueryOptions } from '../../../lib/app-config';
import type { components } from '../../../types/api-schema';
import { settingsMessages as t } from '../messages';

type PublicAddress = components['schemas']['PublicAddressResponse'];

/** Administrators only (docs/public-address.md); the server reads and checks the address. */
function setPublicAddress(publicUrl: string): Promise<PublicAddress> {
  return dataOf(api.PUT('/api/public-address', { body: { publicUrl } }));
}

/** Saves the address; every message and QR code sent out after it carries it. Refusals stay on the form. */
export function useSetPublicAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublicAddress,
    onSuccess: () => toast({ variant: 'success', title: t.publicAddress.saved }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appConfigQueryOptions().queryKey }),
  });
}
