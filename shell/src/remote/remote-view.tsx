import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@marketplace/contracts/wire';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { reloadOnceForChunkFailure } from '../federation/chunk-reload-policy';
import { keepState } from '../federation/kept-state';
import { modalQueue } from '../modal-queue/modal-queue';
import { forgetRemote } from '../federation/remote-registry';
import { describeIncompatibleRemote } from '../federation/incompatible-remote-error';
import { forgetLoadedModules, loadRemoteModuleByName, peekRemoteModule, RemoteUnavailableError } from '../federation/remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';
import { trackRemoteLoad } from './remote-loads';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

/** The `event` of the `POST /api/log` entry that records a remote refused from its manifest. */
export const REMOTE_REFUSED_EVENT = 'remote-refused';

/** Where the load of one module stands; `module` says which, so a view that moved on never shows what it loaded before. */
type LoadState = { module: string } & ({ status: 'loading' } | { status: 'ready'; Component: ComponentType<object> } | { status: 'failed' });

export interface RemoteViewProps {
  remote: RemoteName;
  module: string;
  props: object;
  /**
   * For a module that shows nothing (the wallet's host): no skeleton, no progress bar, no panel, no reload. Its
   * failure is logged and the page goes on without it.
   */
  quiet?: boolean;
}

const peekAnyModule = peekRemoteModule as unknown as (remote: RemoteName, module: string) => { default: ComponentType<object> } | undefined;

const moduleKey = (remote: RemoteName, module: string) => `${remote}/${module}`;

function initialState(remote: RemoteName, module: string): LoadState {
  const cached = peekAnyModule(remote, module);
  const key = moduleKey(remote, module);
  return cached ? { module: key, status: 'ready', Component: cached.default } : { module: key, status: 'loading' };
}

/**
 * Renders one exposed module of a remote. A failed load first gets the chunk-reload policy of
 * spec §4 (one reload per path per 10 s); after that, the translated "temporarily unavailable"
 * panel with a retry that asks the remote's manifest afresh. A remote the shell refused from its
 * manifest (built against another major of the contracts or React, or reading exports the shell does
 * not provide) goes straight to the panel, its refusal logged on the console and to `POST /api/log`
 * with the remote, its build and what disagrees, so its team learns of it from the log, not from users.
 */
export function RemoteView({ remote, module, props, quiet = false }: RemoteViewProps) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setState] = useState<LoadState>(() => initialState(remote, module));
  const api = useMarketplaceApi();
  const key = moduleKey(remote, module);
  // A route change that keeps this view (store item → checkout) hands it another module's props at
  // once, while its state still holds the last module until the effect below runs: rendering that
  // component with those props asked the API for `/merchants/undefined/…`. The state of another
  // module counts as none; the module now wanted shows at once when it is loaded already.
  const state = loaded.module === key ? loaded : initialState(remote, module);

  useEffect(() => {
    let current = true;
    const cached = peekAnyModule(remote, module);
    if (cached) {
      setState({ module: key, status: 'ready', Component: cached.default });
      return undefined;
    }
    setState({ module: key, status: 'loading' });
    const load = loadRemoteModuleByName(remote, module);
    // A visible page's module shows the navigation progress bar while it comes; the wallet's quiet host does not.
    (quiet ? load : trackRemoteLoad(load)).then(
      (loadedModule) => current && setState({ module: key, status: 'ready', Component: loadedModule.default }),
      (error: unknown) => {
        if (!current) return;
        const refusal = error instanceof RemoteUnavailableError ? error.refusal : null;
        // A refused build is named on its own, loudly; reloading would only refuse it again.
        console.error(refusal ? describeIncompatibleRemote(refusal.incompatibility) : error);
        if (refusal) {
          const { container, buildVersion, manifestUrl, skews, unmet } = refusal.incompatibility;
          api.log.error(REMOTE_REFUSED_EVENT, refusal, { remote: container, build: buildVersion ?? null, manifest: manifestUrl, skews, missing: unmet });
        }
        if (!refusal && !quiet && attempt === 0 && reloadOnceForChunkFailure(window.location.pathname, { keepState: () => keepState(modalQueue) })) return;
        setState({ module: key, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, module, key, attempt, quiet, api]);

  const retry = useCallback(() => {
    forgetLoadedModules(remote);
    forgetRemote(remote);
    setAttempt((count) => count + 1);
  }, [remote]);

  if (quiet && state.status !== 'ready') return null;
  if (state.status === 'loading') return <RemoteLoading />;
  const panel = quiet ? null : <RemoteUnavailablePanel onRetry={retry} />;
  if (state.status === 'failed') return panel;
  const { Component } = state;
  return (
    <RemoteErrorBoundary resetKey={`${remote}/${module}#${attempt}`} fallback={panel}>
      <div data-remote-module={`${remote}/${module}`}>
        <Component {...props} />
      </div>
    </RemoteErrorBoundary>
  );
}
