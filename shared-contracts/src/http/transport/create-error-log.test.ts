import { createErrorLog, type LogSink } from './create-error-log';

function sink(): LogSink & { warn: jest.Mock; error: jest.Mock } {
  return { warn: jest.fn(), error: jest.fn() };
}

const record = { event: 'fetch-error', status: 500, message: '500 Fetch error: GET /api/x', data: { password: 'pw-1234' } };

describe('createErrorLog', () => {
  it('posts the scrubbed entry to the log URL with the bearer token', async () => {
    const fetchMock = jest.fn(async () => new Response('{"status":200,"message":"OK","payload":null}', { status: 200 }));
    const log = createErrorLog({ url: new URL('https://api.example/api/log'), fetch: fetchMock, bearer: () => 'tok-1', logger: sink() });
    await log.send(record);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/api/log');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      event: 'fetch-error',
      status: 500,
      message: '500 Fetch error: GET /api/x',
      params: { data: '{"password":"[redacted]"}' },
    });
  });

  it('sends no authorization header when logged out', async () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    const log = createErrorLog({ url: new URL('https://api.example/api/log'), fetch: fetchMock, bearer: () => null, logger: sink() });
    await log.send(record);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('swallows a network failure of the log call, notes it locally once and does not retry or log it', async () => {
    const logger = sink();
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const log = createErrorLog({ url: new URL('https://api.example/api/log'), fetch: fetchMock, bearer: () => null, logger });
    await expect(log.send(record)).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('notes a refused log entry locally without sending anything else', async () => {
    const logger = sink();
    const fetchMock = jest.fn(async () => new Response('{}', { status: 401 }));
    await createErrorLog({ url: new URL('https://api.example/api/log'), fetch: fetchMock, bearer: () => 'old', logger }).send(record);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('Error log not accepted: 401');
  });
});
