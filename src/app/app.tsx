import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { createAppRouter } from './router';

type AppProps = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };

// Requested as this module loads, so it arrives alongside the first screen rather than after it.
const toasts = import('./toasts');
const Toasts = lazy(() => toasts.then(({ Toasts }) => ({ default: Toasts })));

export function App({ queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </QueryClientProvider>
  );
}
