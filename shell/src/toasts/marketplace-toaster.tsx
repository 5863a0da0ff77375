import { useEffect, useState } from 'react';
import { marketplaceBus } from '@marketplace/contracts/browser';
import type { ToastQueue } from './sonner-toaster';

export type SonnerModule = typeof import('./sonner-toaster');

/**
 * The page's toasts: the shell's own, and the ones remotes ask for over the bus. The toaster's code
 * loads with the first toast of the page (most pages never show one); toasts asked for meanwhile are
 * shown once it listens. `load` brings that code: the page passes its chunk under the shell's
 * chunk-reload policy (federation/shell-chunk.ts, a layer above this one).
 */
export function MarketplaceToaster({ load }: { load: () => Promise<SonnerModule> }) {
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
      loading ??= load().then(
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
  }, [queue, load]);

  return sonner ? <sonner.SonnerToaster queue={queue} /> : null;
}
