import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '../../lib/api-client';
import type { components } from '../../types/api-schema';

/** The server checks the passcode and remembers, for this session, that the tables are unlocked.
 * 403 with 'كلمة المرور غير صحيحة' when wrong, 429 after too many tries. */
function verifyTablesPasscode(
  passcode: string,
  scope: 'tables' | 'danger' = 'tables',
): Promise<components['schemas']['PasscodeVerifiedResponse']> {
  return dataOf(api.POST('/api/passcodes/verify', { body: { scope, passcode } }));
}

export function useVerifyTablesPasscode({
  onSuccess,
  scope = 'tables',
}: { onSuccess?: () => void; scope?: 'tables' | 'danger' } = {}) {
  return useMutation({ mutationFn: (passcode: string) => verifyTablesPasscode(passcode, scope), onSuccess });
}
