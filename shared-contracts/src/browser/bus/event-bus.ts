/**
 * A typed in-page event bus: fire-and-forget events, and request/response with a timeout
 * for things only one party can answer (the wallet signs, nobody else sees the key).
 */
export type EventMap = Record<string, unknown>;
export type RequestMap = Record<string, { request: unknown; response: unknown }>;

export class BusTimeoutError extends Error {
  constructor(
    readonly requestName: string,
    readonly timeoutMs: number,
  ) {
    super(`Bus request '${requestName}' got no answer within ${timeoutMs} ms`);
    this.name = 'BusTimeoutError';
  }
}

export class BusNoHandlerError extends Error {
  constructor(readonly requestName: string) {
    super(`Bus request '${requestName}' has no handler`);
    this.name = 'BusNoHandlerError';
  }
}

export const DEFAULT_BUS_TIMEOUT_MS = 10_000;

type Listener<P> = (payload: P) => void;
type Handler<Q, A> = (request: Q) => A | Promise<A>;

export interface EventBus<E extends EventMap, R extends RequestMap> {
  on<K extends keyof E & string>(name: K, listener: Listener<E[K]>): () => void;
  emit<K extends keyof E & string>(name: K, payload: E[K]): void;
  /** Registers the single answerer of a request; a second registration replaces the first. */
  handle<K extends keyof R & string>(name: K, handler: Handler<R[K]['request'], R[K]['response']>): () => void;
  request<K extends keyof R & string>(name: K, payload: R[K]['request'], options?: { timeoutMs?: number }): Promise<R[K]['response']>;
}

export function createEventBus<E extends EventMap, R extends RequestMap>(): EventBus<E, R> {
  const listeners = new Map<string, Set<Listener<never>>>();
  const handlers = new Map<string, Handler<never, unknown>>();

  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<never>);
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          // One failing listener must not stop the others from hearing the event.
          console.error(`Bus listener for '${name}' failed`, error);
        }
      }
    },
    handle(name, handler) {
      handlers.set(name, handler as Handler<never, unknown>);
      return () => {
        if (handlers.get(name) === handler) handlers.delete(name);
      };
    },
    request(name, payload, options) {
      const handler = handlers.get(name) as Handler<typeof payload, unknown> | undefined;
      if (!handler) return Promise.reject(new BusNoHandlerError(name));
      const timeoutMs = options?.timeoutMs ?? DEFAULT_BUS_TIMEOUT_MS;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new BusTimeoutError(name, timeoutMs)), timeoutMs);
        Promise.resolve()
          .then(() => handler(payload))
          .then(
            (answer) => {
              clearTimeout(timer);
              resolve(answer as R[typeof name]['response']);
            },
            (error: unknown) => {
              clearTimeout(timer);
              reject(error);
            },
          );
      });
    },
  };
}
