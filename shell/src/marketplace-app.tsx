import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { MarketplaceApiContext, RuntimeConfigContext, UserProfileCacheContext } from '@marketplace/contracts/browser';
import { MarketRefresh } from './polling/market-refresh';
import type { ShellServices } from './services/shell-services';
import { ShellServicesContext } from './services/shell-services-context';

type MarketplaceRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole page below its root element, the same in the browser and in the build's prerender, so a
 * prerendered page hydrates onto exactly the markup it was rendered as.
 */
export function MarketplaceApp({ services, router }: { services: ShellServices; router: MarketplaceRouter }) {
  return (
    <StrictMode>
      {/* The page's one query client, around everything: remote pages share @tanstack/react-query as a singleton, so they use it too. */}
      <QueryClientProvider client={services.queryClient}>
        <RuntimeConfigContext.Provider value={services.config}>
          <ShellServicesContext.Provider value={services}>
            <MarketplaceApiContext.Provider value={services.api}>
              <UserProfileCacheContext.Provider value={services.profiles}>
                <MarketRefresh />
                <RouterProvider router={router} />
              </UserProfileCacheContext.Provider>
            </MarketplaceApiContext.Provider>
          </ShellServicesContext.Provider>
        </RuntimeConfigContext.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}
