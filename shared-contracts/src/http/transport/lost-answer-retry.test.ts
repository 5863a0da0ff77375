import type { ApiError } from '../../wire/api/api-error';
import { IDEMPOTENCY_KEY_HEADER } from '../../wire/api/idempotency';
import { createMintsApi } from '../resources/mints-api';
import { createOffersApi } from '../resources/offers-api';
import { envelope, failure, fakeApi, type SentCall } from '../../testing/api/fake-api';
import { retryingLostAnswers } from './lost-answer-retry';

const MINT_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const SIGNED = {
  id: MINT_ID,
  collectibleId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  listingId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  price: '100.0',
  fee: '10.0',
  total: '110.0',
  message: 'Marketplace purchase\n…',
  status: 'SIGNED',
  expiresAt: '2025-05-01T12:10:00.000Z',
  createdAt: '2025-05-01T12:00:00.000Z',
};
const SIGNATURE = { signature: `0x${'ab'.repeat(65)}` };

/** Answers the calls in turn: a Response, or an Error the network throws. */
function answersInTurn(...answers: Array<Response | Error>) {
  let next = 0;
  return (_call: SentCall) => {
    const answer = answers[Math.min(next, answers.length - 1)]!;
    next += 1;
    if (answer instanceof Error) return Promise.reject(answer);
    return answer;
  };
}

const keyOf = (call: SentCall) => call.headers[IDEMPOTENCY_KEY_HEADER];

describe('a keyed write whose answer is lost', () => {
  it('is sent again with the same key after a network failure, and resolves with the answer that came', async () => {
    const { transport, calls } = fakeApi(answersInTurn(new TypeError('Failed to fetch'), envelope(SIGNED)));

    const mint = await createMintsApi(transport).sign(MINT_ID, SIGNATURE);

    expect(mint.status).toBe('SIGNED');
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
    expect(calls[1]!.body).toEqual(calls[0]!.body);
  });

  it("is sent again after the balancer's 502 and 504 and an instance's 503", async () => {
    const { transport, calls } = fakeApi(answersInTurn(failure(502), failure(504), failure(503), envelope(SIGNED)));

    await expect(createMintsApi(transport).sign(MINT_ID, SIGNATURE)).resolves.toMatchObject({ status: 'SIGNED' });

    expect(new Set(calls.map(keyOf)).size).toBe(1);
    expect(calls).toHaveLength(4);
  });

  it('waits out a first attempt still under way (409 with Retry-After), then takes its answer', async () => {
    const underWay = failure(409, 'A request with this Idempotency-Key is still being handled; retry shortly');
    underWay.headers.set('Retry-After', '1');
    const { transport, calls } = fakeApi(answersInTurn(underWay, envelope(SIGNED)));

    await expect(createMintsApi(transport).sign(MINT_ID, SIGNATURE)).resolves.toMatchObject({ status: 'SIGNED' });
    expect(calls).toHaveLength(2);
  });

  it("takes a refusal as the answer: it is the write's outcome, not a lost answer", async () => {
    const { transport, calls } = fakeApi(() => failure(409, 'Mint already signed'));

    const refused = await createMintsApi(transport)
      .sign(MINT_ID, SIGNATURE)
      .catch((error: unknown) => error);

    expect((refused as ApiError).answerMessage).toBe('Mint already signed');
    expect(calls).toHaveLength(1);
  });

  it('gives up after the retries, rejecting with the last failure', async () => {
    const { transport, calls } = fakeApi(() => failure(503, 'Database unavailable, try again shortly'));

    const refused = await createMintsApi(transport)
      .sign(MINT_ID, SIGNATURE)
      .catch((error: unknown) => error);

    expect((refused as ApiError).status).toBe(503);
    expect(calls).toHaveLength(4);
  });

  it('draws a new key for each user action: two offers are two keys', async () => {
    const offer = { id: 'o', collectibleId: 'c', price: '1', status: 'OPEN' };
    const { transport, calls } = fakeApi(() => envelope(offer));
    const offers = createOffersApi(transport);

    await offers.make('c', { price: '1', signature: '0x1' }).catch(() => {});
    await offers.make('c', { price: '1', signature: '0x1' }).catch(() => {});

    expect(keyOf(calls[0]!)).toBeDefined();
    expect(keyOf(calls[1]!)).not.toBe(keyOf(calls[0]!));
  });

  it('is never sent again without a key: a plain write that failed is the caller’s to judge', async () => {
    const { transport, calls } = fakeApi(() => failure(503));

    await createMintsApi(transport)
      .cancel(MINT_ID)
      .catch(() => {});

    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0]!)).toBeUndefined();
  });
});

describe('retryingLostAnswers', () => {
  it('stops waiting as soon as the caller aborts', async () => {
    const controller = new AbortController();
    const sends: number[] = [];
    const retrying = retryingLostAnswers(
      async () => {
        sends.push(sends.length);
        controller.abort(new Error('page left'));
        return new Response(null, { status: 502 });
      },
      { signal: controller.signal, delaysMs: [60_000] },
    );

    await expect(retrying).rejects.toThrow('page left');
    expect(sends).toEqual([0]);
  });
});
