import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmDialogProvider } from '../components/confirm-dialog';
import { DatabaseDownBanner } from '../components/database-down-banner';
import { ErrorBoundary } from '../components/error-boundary';
import { Toaster } from '../components/toast';
import { queryClient as appQueryClient } from '../lib/query-client';

export function AppProvider({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ConfirmDialogProvider>
          <DatabaseDownBanner />
          {children}
          <Toaster />
        </ConfirmDialogProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
