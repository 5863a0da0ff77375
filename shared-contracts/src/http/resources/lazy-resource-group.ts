import type { ApiTransport } from '../transport/create-api-transport';

/**
 * A resource group whose every member is a method answering with a Promise: only such a group can wait
 * for its code on the first call without a caller seeing any difference. A group with anything else
 * (a constant, a synchronous method) does not satisfy it, so it cannot be made lazy by mistake.
 */
export type AsyncResourceGroup<G> = { [K in keyof G]: G[K] extends (...args: never[]) => Promise<unknown> ? G[K] : never };

/**
 * A resource group created on first use: the methods of the returned object load the group's module
 * (`load`, an `import()`, so its functions and zod schemas are a chunk of their own), create the group
 * on `transport` once, and call it. Same type and same answers as the eager group; only the first call
 * waits for the chunk. A failed load rejects that call (the caller's error handling, and the shell's
 * chunk-reload policy, see it like any failed call) and is tried again on the next call.
 */
export function lazyResourceGroup<G extends AsyncResourceGroup<G>>(transport: ApiTransport, load: () => Promise<(transport: ApiTransport) => G>): G {
  let group: Promise<G> | null = null;
  const created = (): Promise<G> => {
    group ??= load().then(
      (create) => create(transport),
      (error: unknown) => {
        group = null;
        throw error;
      },
    );
    return group;
  };
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as G, {
    get(_target, name) {
      // Not a method of any group: a symbol, or `then` (the group must never look like a promise to `await`).
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = (...args) => created().then((loaded) => (loaded[name as keyof G] as (...args: unknown[]) => Promise<unknown>)(...args));
        methods.set(name, method);
      }
      return method;
    },
  });
}
