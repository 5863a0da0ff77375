import { createPersonalExportApi } from './personal-export-api';
import { failure, fakeApi } from '../../testing/api/fake-api';

describe('personal export api', () => {
  it('asks for the JSON export with the bearer token and hands back the response body unread, to be streamed', async () => {
    const { transport, calls } = fakeApi(() => new Response('{"format":"x"}', { headers: { 'Content-Type': 'application/json' } }));

    const response = await createPersonalExportApi(transport).document();

    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.market.test/api/users/self/export',
      headers: { Authorization: 'Bearer session-token-1' },
    });
    expect(response.bodyUsed).toBe(false);
    await expect(response.text()).resolves.toBe('{"format":"x"}');
  });

  it('asks for the transactions as CSV', async () => {
    const { transport, calls } = fakeApi(() => new Response('id\r\n', { headers: { 'Content-Type': 'text/csv' } }));

    await createPersonalExportApi(transport).transactionsCsv();

    expect(calls[0]).toMatchObject({ url: 'https://api.market.test/api/users/self/export/transactions.csv', headers: { Accept: 'text/csv' } });
  });

  it('rejects a refusal with its status and reports a lost session on the bus', async () => {
    const limited = fakeApi(() => failure(429));
    await expect(createPersonalExportApi(limited.transport).document()).rejects.toMatchObject({ status: 429 });

    const expired = fakeApi(() => failure(401));
    await expect(createPersonalExportApi(expired.transport).transactionsCsv()).rejects.toMatchObject({ status: 401 });
    expect(expired.events.map((event) => event.name)).toContain('session:expired');
  });
});
