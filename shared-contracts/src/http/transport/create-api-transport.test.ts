import * as z from 'zod/mini';
import { createEventBus } from '../../browser/bus/event-bus';
import type { MarketplaceEvents, MarketplaceRequests } from '../../browser/bus/bus-events';
import { ApiError } from '../../wire/api/api-error';
import type { ApiBaseUrls } from './api-service';
import { createApiTransport, type ApiTransportOptions } from './create-api-transport';
import type { ErrorLogEntry } from './error-log-entry';

const baseUrls: ApiBaseUrls = {
  main: 'https://api.market.example',
  identity: 'https://id.market.example',
  kyc: 'https://kyc.market.example',
  explorer: 'https://explorer.example/api',
};

const LOG_URL = 'https://api.market.example/api/log';

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that answers from `route` and records every call; the log endpoint answers 200 unless routed. */
function fakeFetch(route: (url: string, init: RequestInit) => Answer | undefined) {
  const sent: Sent[] = [];
  const impl = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = { ...(init.headers as Record<string, string>) };
    sent.push({ url, method: init.method ?? 'GET', headers, body: init.body as string | undefined });
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const answer = route(url, init) ?? (url === LOG_URL ? json(200, { status: 200, message: 'OK', payload: null }) : undefined);
    if (answer === undefined) throw new Error(`unexpected fetch of ${url}`);
    return typeof answer === 'function' ? answer() : answer;
  });
  return {
    impl: impl as unknown as typeof fetch,
    sent,
    calls: () => sent.filter((call) => call.url !== LOG_URL),
    logs: () => logsOf(sent),
  };
}

function logsOf(sent: Sent[]): ErrorLogEntry[] {
  return sent.filter((call) => call.url === LOG_URL).map((call) => JSON.parse(call.body ?? 'null') as ErrorLogEntry);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function envelope(payload: unknown, status = 200, message = 'OK'): Response {
  return json(status, { status, message, payload });
}

function setup(route: (url: string, init: RequestInit) => Answer | undefined, overrides: Partial<ApiTransportOptions> = {}) {
  const fetchFake = fakeFetch(route);
  const bus = createEventBus<MarketplaceEvents, MarketplaceRequests>();
  const heard: Array<[string, unknown]> = [];
  bus.on('session:expired', (payload) => heard.push(['session:expired', payload]));
  bus.on('maintenance', (payload) => heard.push(['maintenance', payload]));
  const logger = { warn: jest.fn(), error: jest.fn() };
  let token: string | null = 'jwt-token-abc';
  const transport = createApiTransport({ baseUrls, getToken: () => token, bus, fetch: fetchFake.impl, logger, ...overrides });
  return { transport, fetchFake, heard, logger, logout: () => (token = null) };
}

const self = z.object({ id: z.string(), username: z.string() });

describe('createApiTransport', () => {
  describe('requests', () => {
    it('asks the named service for JSON and resolves with the validated payload', async () => {
      const { transport, fetchFake } = setup(() => envelope({ id: 'u1', username: 'ana' }));
      await expect(transport.request('main', { path: '/api/users/self', schema: self })).resolves.toEqual({ id: 'u1', username: 'ana' });
      expect(fetchFake.calls()).toEqual([
        {
          url: 'https://api.market.example/api/users/self',
          method: 'GET',
          headers: { Accept: 'application/json', Authorization: 'Bearer jwt-token-abc' },
          body: undefined,
        },
      ]);
    });

    it('sends the method, encoded query with comma lists, a JSON body and extra headers', async () => {
      const { transport, fetchFake } = setup(() => envelope({ address: '0x1' }));
      await transport.request('main', {
        method: 'POST',
        path: '/api/users/self/wallet',
        query: { id: ['a', 'b c'], page: 1, skip: undefined },
        body: { walletAddress: '0x1' },
        headers: { 'X-Humanity-Token': 'human-token-1' },
        schema: z.object({ address: z.string() }),
      });
      const [call] = fetchFake.calls();
      expect(call?.url).toBe('https://api.market.example/api/users/self/wallet?id=a%2Cb+c&page=1');
      expect(call?.method).toBe('POST');
      expect(call?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Humanity-Token': 'human-token-1' });
      expect(JSON.parse(call?.body ?? '')).toEqual({ walletAddress: '0x1' });
    });

    it('validates an unwrapped explorer answer whole', async () => {
      const explorer = z.object({ status: z.enum(['0', '1']), message: z.string(), result: z.string() });
      const { transport } = setup(() => json(200, { status: '1', message: 'OK', result: '1000' }));
      await expect(
        transport.request('explorer', {
          path: '/',
          query: { module: 'account', action: 'tokenbalance' },
          schema: explorer,
          unwrapped: true,
        }),
      ).resolves.toEqual({ status: '1', message: 'OK', result: '1000' });
    });

    it('resolves an empty answer for a schema that expects nothing', async () => {
      const { transport } = setup(() => new Response(null, { status: 204 }));
      await expect(transport.request('main', { method: 'DELETE', path: '/api/users/self/devices/d1', schema: z.undefined() })).resolves.toBeUndefined();
    });

    it('refuses a caller-set Authorization header without calling out', async () => {
      const { transport, fetchFake } = setup(() => envelope(null));
      await expect(transport.request('main', { path: '/api/x', headers: { authorization: 'Bearer other' }, schema: z.null() })).rejects.toThrow(TypeError);
      expect(fetchFake.sent).toEqual([]);
    });

    it('refuses a path that does not start with a slash without calling out', async () => {
      const { transport, fetchFake } = setup(() => envelope(null));
      await expect(transport.request('main', { path: '@evil.example/api/users/self', schema: z.null() })).rejects.toThrow(TypeError);
      expect(fetchFake.sent).toEqual([]);
    });
  });

  describe('bearer token', () => {
    it.each(['identity', 'kyc'] as const)('goes to the configured %s API', async (service) => {
      const { transport, fetchFake } = setup(() => envelope({ id: 'u1', username: 'ana' }));
      await transport.request(service, { path: '/api/users/self', schema: self });
      expect(fetchFake.calls()[0]?.headers.Authorization).toBe('Bearer jwt-token-abc');
    });

    it('is left out when nobody is logged in, read afresh on every call', async () => {
      const { transport, fetchFake, logout } = setup(() => envelope({ id: 'u1', username: 'ana' }));
      logout();
      await transport.request('main', { path: '/api/users/self', schema: self });
      expect(fetchFake.calls()[0]?.headers).not.toHaveProperty('Authorization');
    });

    it('never goes to the explorer, even on a path that looks like the main API', async () => {
      const { transport, fetchFake } = setup(() => envelope({ id: 'u1', username: 'ana' }));
      await transport.request('explorer', { path: '/api/users/self', schema: self });
      expect(fetchFake.calls()[0]?.url).toBe('https://explorer.example/api/api/users/self');
      expect(fetchFake.calls()[0]?.headers).not.toHaveProperty('Authorization');
    });

    it('never goes to the explorer when it shares the main API origin', async () => {
      const api = 'http://127.0.0.1:4000';
      const shared = { main: api, identity: api, kyc: api, explorer: `${api}/explorer/api` };
      const explorer = z.object({ status: z.string(), message: z.string(), result: z.string() });
      const { transport, fetchFake } = setup(() => json(200, { status: '1', message: 'OK', result: '1' }), { baseUrls: shared });
      await transport.request('explorer', { path: '/', schema: explorer, unwrapped: true });
      await transport.request('main', { path: '/explorer/api', schema: explorer, unwrapped: true });
      expect(fetchFake.calls().map((call) => call.headers.Authorization)).toEqual([undefined, undefined]);
    });

    it('never goes to a foreign URL, even one whose path or host looks like the main API', async () => {
      const { transport, fetchFake } = setup(() => envelope({ id: 'u1', username: 'ana' }));
      await transport.requestUrl('https://evil.example/api/users/self', { schema: self });
      await transport.requestUrl('https://api.market.example.evil.example/api/users/self', { schema: self });
      expect(fetchFake.calls().map((call) => call.headers.Authorization)).toEqual([undefined, undefined]);
    });

    it('is not added to a foreign URL on the main origin either: only named services carry it', async () => {
      const { transport, fetchFake } = setup(() => envelope({ id: 'u1', username: 'ana' }));
      await transport.requestUrl('https://api.market.example/api/users/self?x=1', { schema: self, query: { y: 2 } });
      expect(fetchFake.calls()[0]).toMatchObject({ url: 'https://api.market.example/api/users/self?x=1&y=2' });
      expect(fetchFake.calls()[0]?.headers).not.toHaveProperty('Authorization');
    });
  });

  describe('failures', () => {
    it('rejects a non-OK answer with an ApiError carrying status and body, and logs it', async () => {
      const { transport, fetchFake } = setup(() => envelope(null, 404, 'Not Found'));
      const failure = transport.request('main', { path: '/api/vault/keys', schema: z.unknown() });
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({
        status: 404,
        kind: 'status',
        request: 'GET /api/vault/keys',
        message: '404 Fetch error: GET /api/vault/keys',
        body: { status: 404, message: 'Not Found', payload: null },
      });
      expect(fetchFake.logs()).toEqual([
        {
          event: 'fetch-error',
          status: 404,
          message: '404 Fetch error: GET /api/vault/keys',
          params: { data: JSON.stringify({ status: 404, message: 'Not Found', payload: null }) },
        },
      ]);
    });

    it('sends the log with the bearer token to the main API', async () => {
      const { transport, fetchFake } = setup(() => envelope(null, 500, 'Error'));
      await transport.request('identity', { path: '/api/users/self', schema: self }).catch(() => undefined);
      const log = fetchFake.sent.find((call) => call.url === LOG_URL);
      expect(log).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer jwt-token-abc', 'Content-Type': 'application/json' } });
    });

    it('logs a non-JSON error body as its text', async () => {
      const { transport, fetchFake } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
      await transport.request('main', { path: '/api/merchants', schema: z.unknown() }).catch(() => undefined);
      expect(fetchFake.logs()[0]?.params.data).toBe(JSON.stringify('<h1>Bad gateway</h1>'));
    });

    it.each(['main', 'identity'] as const)('reports an expired session on a 401 from %s', async (service) => {
      const { transport, heard } = setup(() => envelope(null, 401, 'Unauthorized'));
      await transport.request(service, { path: '/api/users/self', schema: self }).catch(() => undefined);
      expect(heard).toEqual([['session:expired', { status: 401, request: 'GET /api/users/self' }]]);
    });

    it('reports maintenance on a 503 from the main API', async () => {
      const { transport, heard } = setup(() => envelope(null, 503, 'Maintenance'));
      await transport.request('main', { path: '/api/merchants', schema: z.unknown() }).catch(() => undefined);
      expect(heard).toEqual([['maintenance', { request: 'GET /api/merchants' }]]);
    });

    it('reports nothing for a status the call declares its answer, but still rejects and logs it', async () => {
      const { transport, heard, fetchFake } = setup(() => envelope(null, 503, 'Maintenance'));
      await expect(transport.request('main', { path: '/api/status/maintenance', schema: z.unknown(), answerStatuses: [503] })).rejects.toMatchObject({
        status: 503,
      });
      await transport.request('main', { path: '/api/merchants', schema: z.unknown(), answerStatuses: [404] }).catch(() => undefined);
      expect(heard).toEqual([['maintenance', { request: 'GET /api/merchants' }]]);
      expect(fetchFake.logs().map((log) => log.message)).toEqual(['503 Fetch error: GET /api/status/maintenance', '503 Fetch error: GET /api/merchants']);
    });

    it('reports nothing for a 401 of the KYC host or a foreign URL', async () => {
      const { transport, heard } = setup(() => envelope(null, 401, 'Unauthorized'));
      await transport.request('kyc', { path: '/api/users/self', schema: self }).catch(() => undefined);
      await transport.requestUrl('https://icons.example/mdi.json', { schema: z.unknown() }).catch(() => undefined);
      expect(heard).toEqual([]);
    });

    it('rejects a malformed answer as an ApiError, logged as malformed-answer, never half-parsed', async () => {
      const { transport, fetchFake } = setup(() => envelope({ id: 'u1', username: 42 }));
      const failure = transport.request('main', { path: '/api/users/self', schema: self });
      await expect(failure).rejects.toMatchObject({ kind: 'malformed', status: 200, message: 'Malformed answer: GET /api/users/self' });
      const [log] = fetchFake.logs();
      expect(log).toMatchObject({ event: 'malformed-answer', status: 200, message: 'Malformed answer: GET /api/users/self' });
      expect(JSON.parse(log?.params.data ?? '')).toMatchObject({ issues: [expect.objectContaining({ path: 'payload.username' })] });
    });

    it('rejects an OK answer that is not JSON as malformed', async () => {
      const { transport } = setup(() => new Response('<html>', { status: 200 }));
      await expect(transport.request('main', { path: '/api/merchants', schema: z.unknown() })).rejects.toMatchObject({ kind: 'malformed' });
    });

    it('rejects a network failure as an ApiError with status 0 and logs it', async () => {
      const { transport, fetchFake } = setup((url) => (url === LOG_URL ? undefined : () => Promise.reject(new TypeError('Failed to fetch'))));
      await expect(transport.request('main', { path: '/api/merchants', schema: z.unknown() })).rejects.toMatchObject({
        status: 0,
        kind: 'network',
        message: 'Network error: GET /api/merchants',
      });
      expect(fetchFake.logs()).toEqual([
        expect.objectContaining({ event: 'network-error', status: 0, params: { data: JSON.stringify({ error: 'Failed to fetch' }) } }),
      ]);
    });

    it('rejects an aborted call as aborted and does not log it', async () => {
      const { transport, fetchFake } = setup(() => envelope(null));
      const controller = new AbortController();
      controller.abort();
      const call = transport.request('main', { path: '/api/merchants', schema: z.null(), signal: controller.signal });
      await expect(call).rejects.toMatchObject({ kind: 'aborted' });
      expect(fetchFake.logs()).toEqual([]);
    });

    it('rejects a call aborted while its answer streams in as aborted, not as a malformed answer, and does not log it', async () => {
      const controller = new AbortController();
      const cutShort = new ReadableStream<Uint8Array>({
        start: (stream) => stream.enqueue(new TextEncoder().encode('{"status":200,"message":"OK","pay')),
        pull: (stream) => {
          controller.abort();
          stream.error(new DOMException('The operation was aborted.', 'AbortError'));
        },
      });
      const { transport, fetchFake } = setup(() => new Response(cutShort, { status: 200, headers: { 'Content-Type': 'application/json' } }));

      const call = transport.request('main', { path: '/api/merchants', schema: z.array(z.string()), signal: controller.signal });

      await expect(call).rejects.toMatchObject({ kind: 'aborted', message: 'Aborted: GET /api/merchants' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(fetchFake.logs()).toEqual([]);
    });
  });

  describe('the log call', () => {
    it('never delays the failing call, even when it never answers', async () => {
      const { transport } = setup((url) => (url === LOG_URL ? new Promise<Response>(() => undefined) : envelope(null, 500, 'Error')));
      await expect(transport.request('main', { path: '/api/merchants', schema: z.unknown() })).rejects.toMatchObject({ status: 500 });
    });

    it('is not itself logged or retried when it fails, and nothing is reported on the bus for it', async () => {
      const { transport, fetchFake, heard, logger } = setup((url) => (url === LOG_URL ? envelope(null, 503, 'Down') : envelope(null, 500, 'Error')));
      await transport.request('main', { path: '/api/merchants', schema: z.unknown() }).catch(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
      expect(fetchFake.sent.map((call) => call.url)).toEqual(['https://api.market.example/api/merchants', LOG_URL]);
      expect(heard).toEqual([]);
      expect(logger.warn).toHaveBeenCalledTimes(1);
    });

    it('swallows a log call that throws', async () => {
      const { transport, logger } = setup((url) => (url === LOG_URL ? () => Promise.reject(new Error('offline')) : envelope(null, 500, 'E')));
      await expect(transport.request('main', { path: '/api/merchants', schema: z.unknown() })).rejects.toMatchObject({ status: 500 });
      await new Promise((resolve) => setImmediate(resolve));
      expect(logger.warn).toHaveBeenCalledWith('Error log not delivered', 'offline');
    });
  });

  describe('logError', () => {
    it('sends an error-level log of the app with the error described and the data', async () => {
      const { transport, fetchFake } = setup(() => undefined);
      transport.logError('wallet-create', new Error('Failed to create wallet'), { step: 'vault' });
      expect(fetchFake.logs()).toEqual([
        {
          event: 'wallet-create',
          status: 0,
          message: 'Failed to create wallet',
          params: { data: JSON.stringify({ error: { name: 'Error', message: 'Failed to create wallet' }, data: { step: 'vault' } }) },
        },
      ]);
    });

    it('takes the status of an ApiError', () => {
      const { transport, fetchFake } = setup(() => undefined);
      transport.logError('login', new ApiError('GET /api/users/self', 403, '403 Fetch error: GET /api/users/self'));
      expect(fetchFake.logs()[0]).toMatchObject({ event: 'login', status: 403 });
    });

    it('never throws, even when fetch throws at once', () => {
      const throwing = (() => {
        throw new Error('no fetch');
      }) as unknown as typeof fetch;
      const { transport } = setup(() => undefined, { fetch: throwing });
      expect(() => transport.logError('x', 'plain text failure')).not.toThrow();
    });
  });

  describe('scrubbing', () => {
    const secrets = {
      token: 'jwt-token-abc',
      currentPassword: 'Old-Passw0rd!',
      newPassword: 'New-Passw0rd!',
      humanity: 'humanity-xyz-777',
      code: '482913',
      privateKey: `0x${'7f'.repeat(32)}`,
      mnemonic: 'abandon ability able about above absent absorb abstract absurd abuse access accident',
      vaultKey: 'vault-cipher-envelope-1',
    };

    it('never lets a password, token, key or code reach any log payload, nested JSON strings included', async () => {
      const echo = (_url: string, init: RequestInit) =>
        json(412, {
          status: 412,
          message: `rejected ${init.body as string}`,
          payload: {
            echoedHeaders: init.headers,
            raw: JSON.stringify({ request: init.body, nested: JSON.stringify({ token: secrets.token, code: secrets.code }) }),
            note: `password=${secrets.newPassword}&code=${secrets.code} with Bearer ${secrets.token}`,
            prose: `you typed ${secrets.currentPassword}, the check said ${secrets.humanity}`,
          },
        });
      const { transport, fetchFake } = setup((url, init) => (url === LOG_URL ? undefined : echo(url, init)));

      await transport
        .request('main', {
          method: 'PUT',
          path: '/api/users/self/password',
          body: { currentPassword: secrets.currentPassword, newPassword: secrets.newPassword, code: secrets.code },
          headers: { 'X-Humanity-Token': secrets.humanity },
          schema: z.unknown(),
        })
        .catch(() => undefined);
      transport.logError('wallet-create', new Error(`decrypt failed for key ${secrets.privateKey} token=${secrets.token}`), {
        keys: { password: { value: secrets.vaultKey } },
        mnemonic: secrets.mnemonic,
        wallet: JSON.stringify({ privateKey: secrets.privateKey, signature: '0xsig' }),
      });

      const sentLogs = fetchFake.sent.filter((call) => call.url === LOG_URL).map((call) => call.body ?? '');
      expect(sentLogs).toHaveLength(2);
      for (const body of sentLogs) {
        for (const secret of Object.values(secrets)) expect(body).not.toContain(secret);
        expect(body).toContain('[redacted]');
      }
      expect(sentLogs[1]).toContain('0xsig');
    });
  });
});
