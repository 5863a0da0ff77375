import type * as z from 'zod/mini';
import { ApiError } from '../../wire/api/api-error';
import type { ApiBaseUrls, ApiService } from './api-service';
import { mayCarryBearer } from './bearer-scope';
import { buildRequestUrl, type QueryParams } from './build-request-url';
import { createErrorLog, type LogSink } from './create-error-log';
import { describeRequest, fetchErrorMessage, type HttpMethod } from './fetch-error-message';
import { collectSecretValues } from './known-secrets';
import { parseAnswer } from './parse-answer';
import { retryingLostAnswers } from './lost-answer-retry';
import { IDEMPOTENCY_KEY_HEADER } from '../../wire/api/idempotency';
import { reportSessionSignals, type SessionSignalBus } from './report-session-signals';

export interface ApiTransportOptions {
  /** Runtime config `api`. */
  baseUrls: ApiBaseUrls;
  /** The bearer token of the signed-in user, or null. Read on every call, so logout takes effect at once. */
  getToken: () => string | null;
  bus: SessionSignalBus;
  fetch?: typeof fetch;
  /** Where the transport notes what it cannot send to `/api/log` (its own log failures). Default: console. */
  logger?: LogSink;
  /** The waits before each retry of a keyed write whose answer was lost (`LOST_ANSWER_RETRY_DELAYS_MS`). */
  lostAnswerRetryDelaysMs?: readonly number[];
}

export interface ApiCall<S extends z.ZodMiniType> {
  method?: HttpMethod;
  /** Path on the service base URL, starting with '/'; '' is the base URL itself (the explorer's). */
  path: string;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Extra headers such as `X-Humanity-Token`. `Authorization` is the transport's alone. */
  headers?: Readonly<Record<string, string>>;
  /** Validates the envelope's `payload`, or the whole body when `unwrapped`. */
  schema: S;
  /** The answer has no `{status, message, payload}` envelope (the explorer's `{status, message, result}`). */
  unwrapped?: boolean;
  /** 'include' for the calls that set or read the API's httpOnly session cookie across origins. */
  credentials?: RequestCredentials;
  /**
   * Non-OK statuses that are this call's answer, not a session signal (the maintenance check's 503):
   * logged and rejected like any, but not reported on the bus, so nobody reacts to a question as to an event.
   */
  answerStatuses?: readonly number[];
  signal?: AbortSignal;
  /**
   * The user action's `Idempotency-Key` (`newIdempotencyKey`), for a write that buys, crafts, lists or
   * offers: sent with the call, and the call is sent again with it while its answer is lost (`retryingLostAnswers`).
   */
  idempotencyKey?: string;
}

export type ExternalCall<S extends z.ZodMiniType> = Omit<ApiCall<S>, 'path'>;

/** A file read: no JSON body is sent and none is parsed. */
export type DownloadCall = Omit<ApiCall<z.ZodMiniType>, 'schema' | 'unwrapped' | 'body'>;

export interface ApiTransport {
  /** Calls a configured API; resolves with the validated payload or rejects with an ApiError. */
  request<S extends z.ZodMiniType>(service: ApiService, call: ApiCall<S>): Promise<z.output<S>>;
  /**
   * Calls a configured API for a file (an export): resolves with the OK response, its body unread, for the
   * caller to stream; the bearer rules, failures, logs and session signals are those of `request`.
   */
  download(service: ApiService, call: DownloadCall): Promise<Response>;
  /** Calls any other host (icons, translations CDN…): never with the bearer token, never a session signal. */
  requestUrl<S extends z.ZodMiniType>(url: string, call: ExternalCall<S>): Promise<z.output<S>>;
  /** Sends an error-level log of the app to `POST /api/log`, scrubbed. Never throws, never waits. */
  logError(event: string, error: unknown, data?: unknown): void;
}

export const LOG_EVENTS = {
  fetchError: 'fetch-error',
  networkError: 'network-error',
  malformedAnswer: 'malformed-answer',
} as const;

interface Target {
  service: ApiService | null;
  url: URL;
  request: string;
}

/**
 * The transport every resource function sits on: URL and query building, the bearer token for the
 * configured APIs only, JSON in and out, answers validated at the seam, every failure turned into an
 * ApiError, logged (scrubbed) to `POST /api/log` and, for 401/503, reported on the bus.
 */
export function createApiTransport(options: ApiTransportOptions): ApiTransport {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const logger = options.logger ?? console;
  const logUrl = buildRequestUrl(options.baseUrls.main, '/api/log');
  const errorLog = createErrorLog({
    url: logUrl,
    fetch: fetchImpl,
    bearer: () => (mayCarryBearer('main', logUrl, options.baseUrls) ? options.getToken() : null),
    logger,
  });

  /** The OK response of a call, its body unread; any failure logged, reported and rejected. */
  async function fetchOk(
    target: Target,
    call: Omit<ExternalCall<z.ZodMiniType>, 'schema'>,
  ): Promise<{ response: Response; fail: (error: ApiError, event: string, data: unknown) => never }> {
    const method = call.method ?? 'GET';
    const { request, service, url } = target;
    const token = options.getToken();
    const secrets = collectSecretValues({ token }, call.headers, call.body, call.query);
    const fail = (error: ApiError, event: string, data: unknown): never => {
      void errorLog.send({ event, status: error.status, message: error.message, data, secrets });
      throw error;
    };

    const headers = requestHeaders(call);
    if (token && mayCarryBearer(service, url, options.baseUrls)) headers.Authorization = `Bearer ${token}`;

    if (call.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = call.idempotencyKey;
    const attempt = () =>
      fetchImpl(url.href, {
        method,
        headers,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.credentials ? { credentials: call.credentials } : {}),
      });

    let response: Response;
    try {
      response = call.idempotencyKey
        ? await retryingLostAnswers(attempt, {
            ...(call.signal ? { signal: call.signal } : {}),
            ...(options.lostAnswerRetryDelaysMs ? { delaysMs: options.lostAnswerRetryDelaysMs } : {}),
          })
        : await attempt();
    } catch (cause) {
      if (call.signal?.aborted) throw aborted(request, cause);
      const error = new ApiError(request, 0, `Network error: ${request}`, { kind: 'network', cause });
      return fail(error, LOG_EVENTS.networkError, { error: cause instanceof Error ? cause.message : String(cause) });
    }

    if (!response.ok) {
      // Only a refusal's body is read here: an OK body is the caller's, to parse or to stream.
      const body = await readBody(response);
      if (!call.answerStatuses?.includes(response.status)) reportSessionSignals(options.bus, service, response.status, request, body);
      const error = new ApiError(request, response.status, fetchErrorMessage(response.status, request), { kind: 'status', body });
      return fail(error, LOG_EVENTS.fetchError, body ?? null);
    }
    return { response, fail };
  }

  async function send<S extends z.ZodMiniType>(target: Target, call: ExternalCall<S>): Promise<z.output<S>> {
    const { request } = target;
    const { response, fail } = await fetchOk(target, call);
    const body = await readBody(response);
    // Cancelled while the body streamed in (a query whose page went away): what arrived is cut short,
    // and reading it as malformed would log a failure nobody had. A refusal's status stands either way.
    if (call.signal?.aborted) throw aborted(request, call.signal.reason);
    const parsed = parseAnswer(body, call.schema, call.unwrapped ?? false);
    if (!parsed.success) {
      const error = new ApiError(request, response.status, `Malformed answer: ${request}`, { kind: 'malformed', body });
      return fail(error, LOG_EVENTS.malformedAnswer, { issues: parsed.issues, body: body ?? null });
    }
    return parsed.data;
  }

  return {
    request(service, call) {
      const method = call.method ?? 'GET';
      return Promise.resolve()
        .then(() => buildRequestUrl(options.baseUrls[service], call.path, call.query))
        .then((url) => send({ service, url, request: describeRequest(method, call.path) }, call));
    },
    download(service, call) {
      const method = call.method ?? 'GET';
      return Promise.resolve()
        .then(() => buildRequestUrl(options.baseUrls[service], call.path, call.query))
        .then((url) => fetchOk({ service, url, request: describeRequest(method, call.path) }, call))
        .then(({ response }) => response);
    },
    requestUrl(address, call) {
      const method = call.method ?? 'GET';
      return Promise.resolve()
        .then(() => {
          const url = new URL(address);
          return buildRequestUrl(url.origin, `${url.pathname}${url.search}`, call.query);
        })
        .then((url) => {
          const request = describeRequest(method, `${url.origin}${url.pathname}`);
          return send({ service: null, url, request }, call);
        });
    },
    logError(event, error, data) {
      const status = error instanceof ApiError ? error.status : 0;
      const message = error instanceof Error ? error.message : String(error);
      const secrets = collectSecretValues({ token: options.getToken() });
      void errorLog.send({ event, status, message, data: { error, ...(data === undefined ? {} : { data }) }, secrets });
    },
  };
}

/** The caller gave up: rejected as `aborted`, never logged and never a session signal. */
function aborted(request: string, cause: unknown): ApiError {
  return new ApiError(request, 0, `Aborted: ${request}`, { kind: 'aborted', cause });
}

function requestHeaders(call: Pick<ExternalCall<z.ZodMiniType>, 'body' | 'headers'>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  for (const [name, value] of Object.entries(call.headers ?? {})) {
    // Only the transport decides where the token goes; a caller-set header would bypass that rule.
    if (name.toLowerCase() === 'authorization') throw new TypeError('Authorization is set by the API transport only');
    headers[name] = value;
  }
  return headers;
}

/** Parsed JSON when the body is JSON, its text otherwise, undefined when empty or unreadable. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
