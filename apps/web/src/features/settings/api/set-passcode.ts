import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { settingsMessages as t } from '../messages';

export type PasscodeSetting = components['schemas']['SetPasscodeDto'];

/** Administrators only: sets a screen passcode without the old one; every session
 * unlocked with the previous one locks again. 400 with the Arabic rule, 403 for anyone else. */
function setPasscode(setting: PasscodeSetting): Promise<components['schemas']['MessageResponse']> {
  return dataOf(api.POST('/api/passcodes/set', { body: setting }));
}

export function useSetPasscode({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: setPasscode,
    onSuccess: () => {
      toast({ variant: 'success', title: t.passcodes.done, description: t.passcodes.doneText });
      onSuccess?.();
    },
  });
}
