import { createEventBus, type MarketplaceEvents, type MarketplaceRequests } from '@marketplace/contracts/browser';
import { createApiTransport, type ApiBaseUrls, type ApiTransport } from '@marketplace/contracts/http';

/** Four distinct hosts, so a test sees which service a resource function asked. */
export const FAKE_BASE_URLS: ApiBaseUrls = {
  main: 'https://api.market.test',
  identity: 'https://id.market.test',
  kyc: 'https://kyc.market.test',
  explorer: 'https://explorer.test/api',
};

const LOG_URL = `${FAKE_BASE_URLS.main}/api/log`;

export interface SentCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The parsed JSON body, undefined when none was sent. */
  body: unknown;
  /** The AbortSignal the call was sent with, if any. */
  signal?: AbortSignal;
}

/** The answer to a call; a promise answers when the test decides. */
export type FakeRoute = (call: SentCall) => Response | Promise<Response> | undefined;

export interface FakeApi {
  /** The real transport, on a fetch that answers from the route. */
  transport: ApiTransport;
  /** Every call but the error logs, in order. */
  calls: SentCall[];
  /** Every bus event the transport emitted, in order. */
  events: Array<{ name: keyof MarketplaceEvents; payload: unknown }>;
}

/**
 * A real transport whose fetch answers from `route` (the error log always answers OK), so resource
 * tests check the URL, headers and body that really go out and the answer handling that really runs.
 */
export function fakeApi(
  route: FakeRoute,
  token: string | null = 'session-token-1',
  // Retries of a lost answer happen at once here: the tests count the attempts, not the waits.
  lostAnswerRetryDelaysMs: readonly number[] = [0, 0, 0],
): FakeApi {
  const calls: SentCall[] = [];
  const events: FakeApi['events'] = [];
  const bus = createEventBus<MarketplaceEvents, MarketplaceRequests>();
  bus.on('session:expired', (payload) => events.push({ name: 'session:expired', payload }));
  bus.on('maintenance', (payload) => events.push({ name: 'maintenance', payload }));

  const fetchFake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: SentCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      ...(init.signal ? { signal: init.signal } : {}),
    };
    if (call.url === LOG_URL) return envelope(null);
    calls.push(call);
    const answer = route(call);
    if (!answer) throw new Error(`No fake answer for ${call.method} ${call.url}`);
    return answer;
  };

  const transport = createApiTransport({
    baseUrls: FAKE_BASE_URLS,
    getToken: () => token,
    bus,
    fetch: fetchFake as typeof fetch,
    logger: { warn: () => {}, error: () => {} },
    lostAnswerRetryDelaysMs,
  });
  return { transport, calls, events };
}

/** A JSON answer with that status. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The `{status, message, payload}` answer of the marketplace APIs. */
export function envelope(payload: unknown, status = 200, message = 'OK'): Response {
  return json({ status, message, payload }, status);
}

/** An error answer of the marketplace APIs. */
export function failure(status: number, message = 'Error'): Response {
  return envelope(null, status, message);
}
