import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteLoadFailure } from '../remote-load-failure';

/**
 * Second layer of remote-failure handling (after the retry plugin, before the React error
 * boundary): a remote whose manifest, entry or chunk cannot be fetched resolves to a marked
 * fallback instead of an unhandled rejection, so the loader decides between the chunk-reload
 * policy and the "temporarily unavailable" panel. Other lifecycles are left to fail through to
 * `onLoad`, where the fallback is returned once.
 */
export default function fallbackOnLoadError(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-fallback-on-load-error',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      return remoteLoadFailure(id, error);
    },
  };
}
