import { ApiError } from '../../wire/api/api-error';
import { REDACTED, scrubSecrets, scrubText } from './scrub-secrets';

describe('scrubSecrets', () => {
  it('redacts secret-named fields at any depth and keeps the rest', () => {
    const scrubbed = scrubSecrets({
      user: { username: 'ana', password: 'hunter22', keys: { password: { value: 'cipher', time: 't' } } },
      list: [{ code: '123456', statusCode: 503 }],
      headers: { Authorization: 'Bearer abc.def', 'X-Humanity-Token': 'human-1' },
    });
    expect(scrubbed).toEqual({
      user: { username: 'ana', password: REDACTED, keys: REDACTED },
      list: [{ code: REDACTED, statusCode: 503 }],
      headers: { Authorization: REDACTED, 'X-Humanity-Token': REDACTED },
    });
  });

  it('keeps a signature readable because it is public', () => {
    expect(scrubSecrets({ signature: '0xabc', code: '999999' })).toEqual({ signature: '0xabc', code: REDACTED });
  });

  it('redacts numeric codes but keeps null and boolean flags of secret-named fields', () => {
    expect(scrubSecrets({ code: 123456, password: null, privateKey: false })).toEqual({
      code: REDACTED,
      password: null,
      privateKey: false,
    });
  });

  it('scrubs JSON held in strings, nested twice', () => {
    const inner = JSON.stringify({ token: 'tok-secret-1', note: 'ok' });
    const outer = JSON.stringify({ data: inner, newPassword: 'pw-secret-2' });
    const scrubbed = JSON.stringify(scrubSecrets({ data: outer }));
    expect(scrubbed).not.toContain('tok-secret-1');
    expect(scrubbed).not.toContain('pw-secret-2');
    expect(scrubbed).toContain('ok');
  });

  it('describes errors by name and message, with the request and scrubbed body of an ApiError', () => {
    const error = new ApiError('PUT /api/users/self/password', 412, '412 Fetch error', {
      body: { message: 'Weak', payload: { newPassword: 'abc12345' } },
    });
    expect(scrubSecrets({ error })).toEqual({
      error: {
        name: 'ApiError',
        message: '412 Fetch error',
        request: 'PUT /api/users/self/password',
        status: 412,
        kind: 'status',
        body: { message: 'Weak', payload: { newPassword: REDACTED } },
      },
    });
  });

  it('marks a circular reference instead of looping, and shows a shared value twice', () => {
    const shared = { a: 1 };
    const loop: Record<string, unknown> = { shared, again: shared };
    loop.self = loop;
    expect(scrubSecrets(loop)).toEqual({ shared: { a: 1 }, again: { a: 1 }, self: '[circular]' });
  });
});

describe('scrubText', () => {
  it('redacts bearer values, JWTs and 32-byte hex keys', () => {
    const key = `0x${'ab'.repeat(32)}`;
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const text = scrubText(`auth Bearer tok123 then ${jwt} and ${key}`);
    expect(text).toBe(`auth Bearer ${REDACTED} then ${REDACTED} and ${REDACTED}`);
  });

  it('keeps a 65-byte signature, which is public', () => {
    const signature = `0x${'cd'.repeat(65)}`;
    expect(scrubText(`signed ${signature}`)).toBe(`signed ${signature}`);
  });

  it('redacts name=value and name: value pairs of secret names in free text', () => {
    expect(scrubText('failed for code=123456&state=ok, password: hunter22; user=ana')).toBe(
      `failed for code=${REDACTED}&state=ok, password: ${REDACTED}; user=ana`,
    );
  });

  it('redacts quoted and escaped JSON fragments inside text', () => {
    expect(scrubText('bad body {"password":"p\\"w","user":"ana"} end')).toBe(`bad body {"password":"${REDACTED}","user":"ana"} end`);
    expect(scrubText('echo {\\"token\\":\\"t-1234\\"}')).toBe(`echo {\\"token\\":\\"${REDACTED}\\"}`);
  });

  it('scrubs text that is JSON field by field and keeps it JSON', () => {
    const text = scrubText(JSON.stringify({ status: 400, message: 'Invalid', privateKey: 'k-1' }));
    expect(JSON.parse(text)).toEqual({ status: 400, message: 'Invalid', privateKey: REDACTED });
  });

  it('finds a secret pair inside the value of a harmless one (`failed: password=…`)', () => {
    expect(scrubText('unlock failed: password=hunter2-hunter2')).toBe('unlock failed: password=[redacted]');
  });

  it('leaves ordinary fetch error messages unchanged', () => {
    expect(scrubText('503 Fetch error: GET /api/status/maintenance')).toBe('503 Fetch error: GET /api/status/maintenance');
  });
});
