import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `Authorization` header of the token, or none. */
export function authHeaders(t: TestApp, token: string | null): { headers?: { authorization: string } } {
  return token ? { headers: t.bearer(token) } : {};
}

/** One request to the app, with the bearer token when there is one. */
export function send(t: TestApp, method: Method, url: string, token: string | null, payload?: unknown) {
  return t.app.inject({ method, url, ...authHeaders(t, token), ...(payload === undefined ? {} : { payload: payload as object }) });
}
