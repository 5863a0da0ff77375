import { use, type ComponentType } from 'react';

/** A shell page whose code loads with its route; `Component` renders it once `preload` has brought it. */
export interface LazyPage<Props extends object = object> {
  preload(): Promise<void>;
  Component: ComponentType<Props>;
}

/**
 * A shell page most visitors never open (admin, sign-in return, debug), kept out of the first load.
 * The route's loader waits for `preload`, so by the time the route renders, the page is here; should
 * it not be (its chunk failed), rendering suspends on the same load and a failure reaches the route's
 * error handling.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage;
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props>;
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (Component) => {
        loaded = Component;
        return Component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level (the route table), so its identity never changes between renders.
  function Component(props: Props) {
    const Page = loaded ?? use(loadOnce());
    return <Page {...props} />;
  }
  return {
    preload: () => loadOnce().then(() => undefined),
    Component,
  };
}
