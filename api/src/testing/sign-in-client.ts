import type { TestApp } from './test-app.js';

/** The browser's side of the sign-in round trip, against the test app: start, the identity page's forms, the code exchange. */
export function signInClient(t: TestApp) {
  const startSignIn = (body: Record<string, unknown>, path = '/oauth/authentications', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: path, payload: body, headers });

  return {
    startSignIn,
    /** The signed sign-in request the identity page posts back with every form. */
    async identityPageOf(body: Record<string, unknown> = { redirect: '/' }, path?: string): Promise<string> {
      const response = await startSignIn(body, path);
      if (response.statusCode !== 200) throw new Error(`sign-in start answered ${response.statusCode}`);
      return new URL(response.json().payload).searchParams.get('request')!;
    },
    /** Posts an identity-page form, from `remoteAddress` (the client address limits count by). */
    postForm: (path: string, fields: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: path,
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    codeOf: (location: string | string[] | number | undefined): string => new URL(String(location)).searchParams.get('code')!,
    exchange: (code: string) => t.app.inject({ method: 'POST', url: '/oauth/token', payload: { code } }),
  };
}

/**
 * An identity page with its signed request taken out (the form's hidden field and the links that carry it) and
 * the typed address replaced by `{email}`: what tells one answer from another. The request token names the second
 * it was issued in, so two pages asked a moment apart differ there and nowhere a person could read.
 */
export function identityPageShape(body: string, email: string | RegExp): string {
  const shape = body.replace(/name="request" value="[^"]*"/g, '').replace(/request=[^"&]*/g, '');
  return typeof email === 'string' ? shape.replaceAll(email, '{email}') : shape.replace(email, '{email}');
}
