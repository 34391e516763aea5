import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { components } from '../../types/api-schema';

/** The server checks the passcode and remembers, for this session, that the tables are unlocked.
 * 403 with 'كلمة المرور غير صحيحة' when wrong, 429 after too many tries. */
export function verifyTablesPasscode(
  passcode: string,
): Promise<components['schemas']['PasscodeVerifiedResponse']> {
  return apiRequest('POST', '/api/passcodes/verify', { scope: 'tables', passcode });
}

export function useVerifyTablesPasscode({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: verifyTablesPasscode, onSuccess });
}
