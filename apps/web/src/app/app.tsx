import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });

/** The browser app: the router and query client main.tsx made, server state already in. */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
