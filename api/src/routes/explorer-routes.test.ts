import { eq } from 'drizzle-orm';
import { LOCAL_PRODUCT_CONTRACT_ADDRESS } from '@marketplace/contracts/wire';
import { users } from '../db/schema.js';
import { SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { randomAddress, withBrokenChecksum } from '../testing/addresses.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let demoAddress: string;

beforeAll(async () => {
  t = await openTestApp();
  demoAddress = randomAddress();
  await t.db.update(users).set({ walletAddress: demoAddress }).where(eq(users.id, t.demo.id));
});

afterAll(() => t.close());

function tokenBalance(query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/explorer/api?${new URLSearchParams(query)}` });
}

const BASE = { module: 'account', action: 'tokenbalance', contractaddress: LOCAL_PRODUCT_CONTRACT_ADDRESS };

describe('GET /explorer/api?module=account&action=tokenbalance', () => {
  it("answers the wallet's ledger balance in wei, BscScan style", async () => {
    const response = await tokenBalance({ ...BASE, address: demoAddress.toLowerCase(), tag: 'latest' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: '1', message: 'OK', result: SEED_DEMO_USER.balanceWei });
  });

  it('answers 0 for an address nobody registered', async () => {
    const response = await tokenBalance({ ...BASE, address: randomAddress() });

    expect(response.json()).toEqual({ status: '1', message: 'OK', result: '0' });
  });

  it('answers 0 for another token contract', async () => {
    const response = await tokenBalance({ ...BASE, contractaddress: randomAddress(), address: demoAddress });

    expect(response.json().result).toBe('0');
  });

  it.each([
    [{ ...BASE, address: '0x12' }, 'Error! query.address: Invalid address'],
    [{ ...BASE, address: withBrokenChecksum(randomAddress()) }, 'Error! query.address: Invalid address'],
    [{ ...BASE, action: 'balance', address: randomAddress() }, expect.stringMatching(/^Error! query\.action: /)],
    [{ module: 'account', action: 'tokenbalance', address: randomAddress() }, expect.stringMatching(/^Error! query\.contractaddress: /)],
  ])('refuses %j with 400 and a NOTOK answer naming the field', async (query, result) => {
    const response = await tokenBalance(query);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: '0', message: 'NOTOK', result });
  });
});
