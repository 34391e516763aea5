import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { dataOf, publicApi } from '../../../lib/api-client';
import { failureText } from '../../../lib/notify-failure';
import { registerMessages as t } from '../messages';
import type { components } from '../../../types/api-schema';

/** The body of POST /api/pending-customers. */
export type RegistrationInput = components['schemas']['RegisterPendingCustomerDto'];

export type MeterType = RegistrationInput['meterType'];

export type RegistrationReceipt = components['schemas']['RegistrationReceiptResponse'];

/** A public form: a 401 here is a failure to report, never the sign-in redirect. */
function submitRegistration(input: RegistrationInput): Promise<RegistrationReceipt> {
  return dataOf(publicApi.POST('/api/pending-customers', { body: input }));
}

/** A failure toast, with the server's explanation when it gave one (e.g. too many requests). */
export function useSubmitRegistration({
  onSuccess,
}: { onSuccess?: (receipt: RegistrationReceipt) => void } = {}) {
  return useMutation({
    mutationFn: submitRegistration,
    onSuccess,
    onError: (error) =>
      toast({ variant: 'destructive', title: t.submitFailed, description: failureText(error) }),
  });
}
