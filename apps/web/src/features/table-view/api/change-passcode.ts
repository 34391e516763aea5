import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import type { PasscodeChange } from '../lib/passcode-rules';
import { tableViewMessages as t } from '../messages';
import type { components } from '../../../types/api-schema';

/** 400/403 carry the Arabic rule that refused it (old passcode wrong, too short, mismatch). */
function changeTablesPasscode(change: PasscodeChange): Promise<components['schemas']['MessageResponse']> {
  return dataOf(api.PUT('/api/passcodes', { body: { scope: 'tables', ...change } }));
}

export function useChangeTablesPasscode({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: changeTablesPasscode,
    onSuccess: ({ message }) => {
      toast({ variant: 'success', title: t.passcodeChanged, description: message });
      onSuccess?.();
    },
  });
}
