import type { FastifyRequest } from 'fastify';

/** Query parameters that carry e-mail keys: a mail client's one-click unsubscribe and a sign-up confirmation put them in the URL. */
const KEY_PARAMETERS = ['key', 'unsubscribe', 'verify-email'];

/** What the API's log keeps of a request: Fastify's usual fields, with the values of key-bearing query parameters blanked. */
export function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutKeys(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function withoutKeys(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of KEY_PARAMETERS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, query)}?${params.toString()}`;
}
