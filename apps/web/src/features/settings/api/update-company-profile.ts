import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { queryRoots } from '../../../lib/query-keys';
import type { CompanyInfo } from '../../../types/ampere';
import { settingsMessages as t } from '../messages';

/** Administrators only: operators get a 403 with the server's Arabic message. */
function updateCompanyProfile(profile: CompanyInfo): Promise<CompanyInfo> {
  return dataOf(api.PUT('/api/company-profile', { body: profile }));
}

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: () => toast({ variant: 'success', title: t.saved }),
    onError: (error) => notifyFailure(error, t.saveFailed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.companyProfile }),
        // Invoices carry the company block.
        queryClient.invalidateQueries({ queryKey: queryRoots.ampereRecords }),
      ]),
  });
}
