import { useEffect, useState } from 'react';
import { marketplaceBus } from '@marketplace/contracts/browser';
import type { ToastQueue } from './sonner-toaster';

type SonnerModule = typeof import('./sonner-toaster');

/**
 * The page's toasts: the shell's own, and the ones remotes ask for over the bus. The toaster's code
 * loads with the first toast of the page (most pages never show one); toasts asked for meanwhile are
 * shown once it listens.
 */
export function MarketplaceToaster() {
  const [sonner, setSonner] = useState<SonnerModule | null>(null);
  const [queue] = useState<ToastQueue>(() => ({ ready: false, waiting: [] }));

  useEffect(() => {
    let current = true;
    let loading: Promise<SonnerModule> | null = null;
    const off = marketplaceBus.on('toast', (request) => {
      if (queue.ready && loading) {
        void loading.then((module) => module.showWithSonner(request));
        return;
      }
      queue.waiting.push(request);
      loading ??= import('./sonner-toaster').then(
        (module) => {
          if (current) setSonner(module);
          return module;
        },
        (error: unknown) => {
          loading = null;
          console.error('The toaster could not be loaded', error);
          throw error;
        },
      );
      loading.catch(() => undefined);
    });
    return () => {
      current = false;
      off();
    };
  }, [queue]);

  return sonner ? <sonner.SonnerToaster queue={queue} /> : null;
}
