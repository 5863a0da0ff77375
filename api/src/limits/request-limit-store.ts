import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { CounterStore } from './counter-store.js';

type IncrementCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store for `@fastify/rate-limit` that counts in a `CounterStore` (`rate-limiter-flexible`): the routes
 * keep declaring their limits with `config.rateLimit` and the plugin keeps answering 429 with its
 * headers, while the counts live where every instance sees them (PostgreSQL) or, on PGlite, in memory
 * whose keys go when their window ends. One counter per route and window.
 */
export function requestLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class RouteCounter implements FastifyRateLimitStore {
    readonly #byWindow = new Map<number, RateLimiterAbstract>();

    constructor(readonly route: string) {}

    incr(key: string, callback: IncrementCallback, timeWindow: number, max: number): void {
      let counter = this.#byWindow.get(timeWindow);
      if (!counter) {
        counter = counters.counter({ name: `requests:${this.route}`, points: max, durationMs: timeWindow });
        this.#byWindow.set(timeWindow, counter);
      }
      // `penalty` counts without refusing: the plugin compares the count with `max` and answers 429 itself.
      counter.penalty(key, 1).then(
        (res) => callback(null, { current: res.consumedPoints, ttl: Math.max(res.msBeforeNext, 0) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new RouteCounter(`${[route?.method ?? ''].flat().join(',')} ${route?.url ?? routeOptions.path ?? ''}`);
    }
  }
  return class extends RouteCounter {
    constructor() {
      super('*');
    }
  };
}
