import { init } from '@module-federation/enhanced/runtime';
import { providedSingletons, SHELL_CONTAINER } from './provided-singletons';
import announceComposedRemotes from './runtime-plugins/announce-composed-remotes';
import fallbackOnLoadError from './runtime-plugins/fallback-on-load-error';
import refuseIncompatibleRemotes from './runtime-plugins/refuse-incompatible-remotes';
import retryRemoteFetches from './runtime-plugins/retry-remote-fetches';

// The page's composition is chosen with the runtime, in this chunk (remote-registry.ts).
export { composeRemotes } from './compose-remotes';

/**
 * The page's Module Federation runtime, in its own chunk: it loads with the first remote a page needs
 * (a remote route, a link's preload, the wallet of a signed-in person), so a first visit to a page of
 * the shell costs none of it. `loaded-first` contacts a remote only when a page needs it (DESIGN
 * rule 7: the default would fetch every remote at start-up, and one dead remote would block the site).
 */
export const federation = init({
  name: SHELL_CONTAINER,
  remotes: [],
  shared: providedSingletons(),
  shareStrategy: 'loaded-first',
  // In this order: fetch again, refuse a build of another major, log the builds composed, fall back.
  plugins: [retryRemoteFetches(), refuseIncompatibleRemotes(), announceComposedRemotes(), fallbackOnLoadError()],
});
