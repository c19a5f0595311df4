import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../ui/ConfirmProvider';
import { FailedCallNotices } from '../ui/FailedCallNotices';
import { NotifyProvider } from '../ui/NotifyProvider';

/**
 * The providers every screen reads, inside the style cache and theme: the query
 * client, snackbars with the failed-call messages, and confirmations. Used by
 * main.tsx and by the tests' renderInApp, so both render the same stack.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <NotifyProvider>
        <FailedCallNotices />
        <ConfirmProvider>{children}</ConfirmProvider>
      </NotifyProvider>
    </QueryClientProvider>
  );
}
