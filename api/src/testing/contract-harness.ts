import { createServer, type AddressInfo } from 'node:net';
import type { MarketplaceEvents } from '@marketplace/contracts/browser';
import {
  type ApiBaseUrls,
  type ApiTransport,
  createApiTransport,
  createMarketplaceApi,
  type MarketplaceApi,
  type SessionSignalBus,
} from '@marketplace/contracts/http';
import { DEFAULT_HUMANITY_SITE_KEY } from '../app.js';
import { openTestApp, type TestApp } from './test-app.js';

export type RecordedEvent = { [K in keyof MarketplaceEvents]: { name: K; payload: MarketplaceEvents[K] } }[keyof MarketplaceEvents];

export interface ContractHarness {
  /** The seeded test app behind the server: its database, demo and admin users, token minting. */
  t: TestApp;
  /** `http://127.0.0.1:{port}`, where the real server listens. */
  origin: string;
  baseUrls: ApiBaseUrls;
  transport: ApiTransport;
  /** The real client functions, as the shell and remotes call them. */
  api: MarketplaceApi;
  /** The bearer token the transport reads on its next call; null is a visitor. */
  setToken(token: string | null): void;
  /** Every bus event the transport emitted (session expired, maintenance), in order. */
  events: RecordedEvent[];
  /** What the transport could not send to `POST /api/log`; after `settled()`, a contract test expects none. */
  undeliveredLogs: string[];
  /** Forgets the recorded events and undelivered logs, so each test sees only its own. */
  clearRecords(): void;
  /** Resolves once the error logs in flight have been answered. */
  settled(): Promise<void>;
  /** A fresh token of the local humanity provider, as its page script obtains one. */
  humanityToken(action?: string): Promise<string>;
  /** Waits for the error logs in flight, then stops the server and drops the database. */
  close(): Promise<void>;
}

/**
 * The real client on the real server: the test app listening on a free port of 127.0.0.1 and a
 * transport configured as `config.json` configures the shell's (all APIs on one origin, the explorer
 * under `/explorer/api`). Contract tests run every resource function through it, so a drift between
 * the zod schemas, the client's answer handling and the routes fails a test, not a page.
 */
export async function openContractHarness(): Promise<ContractHarness> {
  // The API hands out links to its configured origin only (never the Host header), so the port is chosen first.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await openTestApp({ publicOrigin: origin });
  await t.app.listen({ host: '127.0.0.1', port });
  const baseUrls: ApiBaseUrls = { main: origin, identity: origin, kyc: origin, explorer: `${origin}/explorer/api` };

  let token: string | null = null;
  const events: RecordedEvent[] = [];
  const bus: SessionSignalBus = { emit: (name, payload) => events.push({ name, payload } as RecordedEvent) };
  const undeliveredLogs: string[] = [];
  const record = (message: string, ...detail: unknown[]) => undeliveredLogs.push([message, ...detail].join(' '));

  // Error logs are fire-and-forget; closing the server under one would fail it, so close waits for them.
  const inFlight = new Set<Promise<unknown>>();
  const cookies = createCookieJar();
  const trackedFetch: typeof fetch = (input, init) => {
    const call = cookies.fetch(input, init);
    const answered = call.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(answered);
    void answered.then(() => inFlight.delete(answered));
    return call;
  };

  async function settled(): Promise<void> {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
    // The error log reads its answer in a later microtask; let it note a refusal before anyone looks.
    await new Promise((resolve) => setImmediate(resolve));
  }

  const transport = createApiTransport({
    baseUrls,
    getToken: () => token,
    bus,
    fetch: trackedFetch,
    logger: { warn: record, error: record },
  });

  return {
    t,
    origin,
    baseUrls,
    transport,
    api: createMarketplaceApi(transport),
    setToken: (next) => {
      token = next;
    },
    events,
    undeliveredLogs,
    clearRecords() {
      events.length = 0;
      undeliveredLogs.length = 0;
    },
    settled,
    async humanityToken(action = 'wallet') {
      const response = await fetch(`${origin}/humanity/tokens`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ siteKey: DEFAULT_HUMANITY_SITE_KEY, action }),
      });
      const { payload } = (await response.json()) as { payload: { token: string } };
      return payload.token;
    },
    async close() {
      await settled();
      await t.close();
    },
  };
}

/**
 * One harness for a test file, with Jest's lifecycle: each test starts with no recorded events, and
 * ends by checking that every error log the transport sent was accepted by `POST /api/log` (the log
 * entry is part of the contract too). Returns a getter, since the harness opens in `beforeAll`.
 */
export function contractHarnessPerSuite(): () => ContractHarness {
  let harness: ContractHarness | undefined;
  const current = (): ContractHarness => {
    if (!harness) throw new Error('The contract harness opens in beforeAll; use it inside a test');
    return harness;
  };

  beforeAll(async () => {
    harness = await openContractHarness();
  });
  beforeEach(() => current().clearRecords());
  afterEach(async () => {
    await current().settled();
    expect(current().undeliveredLogs).toEqual([]);
  });
  afterAll(() => harness?.close());

  return current;
}

/**
 * What a browser does with `credentials: 'include'`: keeps the cookies answers set and sends them
 * back. Only as much as the session cookie needs (one origin, name=value, cleared by an Expires in
 * the past); without it the session routes could not be tested through the real client.
 */
function createCookieJar() {
  const jar = new Map<string, string>();
  return {
    async fetch(input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
      const withCredentials = init?.credentials === 'include';
      const headers = new Headers(init?.headers);
      if (withCredentials && jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await fetch(input, { ...init, headers });
      if (withCredentials) {
        for (const line of response.headers.getSetCookie()) {
          const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
          const [name = '', value = ''] = pair.split(/=(.*)/s);
          const expires = attributes.find((attribute) => /^expires=/i.test(attribute))?.slice('expires='.length);
          if (value === '' || (expires && Date.parse(expires) <= Date.now())) jar.delete(name);
          else jar.set(name, value);
        }
      }
      return response;
    },
  };
}

/** A port nothing listens on now, for a server that must know its origin before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
