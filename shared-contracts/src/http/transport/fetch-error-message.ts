export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call is named in logs, errors and bus events: `GET /api/users/self` (no query, no host).
 * The empty path of a call to a service's base URL reads as `/`.
 */
export function describeRequest(method: HttpMethod, path: string): string {
  return `${method} ${path.split('?')[0] || '/'}`;
}

/** Spec §8: any non-OK answer is logged as '{status} Fetch error: {request}'. */
export function fetchErrorMessage(status: number, request: string): string {
  return `${status} Fetch error: ${request}`;
}
