import { z } from 'zod';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';

const rate = z.object({ price: z.number() });

function answering(response: Response | Error) {
  return jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof fetch;
}

describe('createHttpClient', () => {
  it('gives the validated payload of the envelope', async () => {
    const answer = new Response(JSON.stringify({ status: 200, message: 'OK', payload: { price: 2 } }));
    const http = createHttpClient('https://api.example/', answering(answer));
    await expect(http.getPayload('/api/rates/gem-usd', rate)).resolves.toEqual({ price: 2 });
  });

  it('rejects a non-OK answer with its status', async () => {
    const http = createHttpClient('https://api.example', answering(new Response('{}', { status: 503 })));
    await expect(http.getPayload('/api/merchants', rate)).rejects.toMatchObject({ status: 503, kind: 'status' });
  });

  it('rejects a network failure as a network ApiError', async () => {
    const http = createHttpClient('https://api.example', answering(new TypeError('Failed to fetch')));
    await expect(http.getPayload('/api/merchants', rate)).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('rejects a malformed answer as malformed, never half-parsed', async () => {
    const answer = new Response(JSON.stringify({ status: 200, message: 'OK', payload: { price: '2' } }));
    const http = createHttpClient('https://api.example', answering(answer));
    const failure = http.getPayload('/api/rates/gem-usd', rate);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'malformed' });
  });
});
