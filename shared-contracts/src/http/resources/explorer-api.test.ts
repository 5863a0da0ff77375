import { createExplorerApi } from './explorer-api';
import { fakeApi, json } from '../../testing/api/fake-api';

const QUERY = { contractAddress: '0xdc1c13a8fE12ae2469EC8fe23922f0e68E45Dd16', address: '0x00000000000000000000000000000000000000aA' };

describe('explorer api', () => {
  it('asks the explorer base itself for the token balance, BscScan style, without the bearer token', async () => {
    const { transport, calls } = fakeApi(() => json({ status: '1', message: 'OK', result: '1500000000000000000' }));

    const answer = await createExplorerApi(transport).tokenBalance(QUERY);

    expect(answer).toEqual({ status: '1', message: 'OK', result: '1500000000000000000' });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://explorer.test/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      module: 'account',
      action: 'tokenbalance',
      contractaddress: QUERY.contractAddress,
      address: QUERY.address,
      tag: 'latest',
    });
    expect(calls[0]?.headers).not.toHaveProperty('Authorization');
  });

  it("gives BscScan's NOTOK answer as it is, for the wallet remote to fall back on", async () => {
    const { transport } = fakeApi(() => json({ status: '0', message: 'NOTOK', result: 'Max rate limit reached' }));

    await expect(createExplorerApi(transport).tokenBalance(QUERY)).resolves.toMatchObject({ status: '0' });
  });

  it('never reports an explorer 401 as an expired session', async () => {
    const { transport, events } = fakeApi(() => json({ status: '0', message: 'NOTOK', result: 'Invalid API Key' }, 401));

    await expect(createExplorerApi(transport).tokenBalance(QUERY)).rejects.toMatchObject({ status: 401 });

    expect(events).toEqual([]);
  });
});
