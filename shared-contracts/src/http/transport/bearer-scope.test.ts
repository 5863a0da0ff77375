import type { ApiBaseUrls } from './api-service';
import { mayCarryBearer } from './bearer-scope';

const separateHosts: ApiBaseUrls = {
  main: 'https://api.market.example',
  identity: 'https://id.market.example',
  kyc: 'https://kyc.market.example/base',
  explorer: 'https://api.bscscan.example/api',
};

const sharedHost: ApiBaseUrls = {
  main: 'http://127.0.0.1:4000',
  identity: 'http://127.0.0.1:4000',
  kyc: 'http://127.0.0.1:4000',
  explorer: 'http://127.0.0.1:4000/explorer/api',
};

describe('mayCarryBearer', () => {
  it('allows the main, identity and KYC services on their configured origins', () => {
    expect(mayCarryBearer('main', new URL('https://api.market.example/api/users/self'), separateHosts)).toBe(true);
    expect(mayCarryBearer('identity', new URL('https://id.market.example/api/users/self'), separateHosts)).toBe(true);
    expect(mayCarryBearer('kyc', new URL('https://kyc.market.example/other/api/users/self'), separateHosts)).toBe(true);
  });

  it('never allows the explorer service', () => {
    expect(mayCarryBearer('explorer', new URL('https://api.bscscan.example/api?module=account'), separateHosts)).toBe(false);
  });

  it('refuses a URL that left the service origin even if its path looks alike', () => {
    expect(mayCarryBearer('main', new URL('https://api.market.example.evil.example/api/users/self'), separateHosts)).toBe(false);
    expect(mayCarryBearer('main', new URL('http://api.market.example/api/users/self'), separateHosts)).toBe(false);
    expect(mayCarryBearer('main', new URL('https://api.market.example:8443/api/users/self'), separateHosts)).toBe(false);
  });

  it('refuses a request that names no service', () => {
    expect(mayCarryBearer(null, new URL('https://api.market.example/api/users/self'), separateHosts)).toBe(false);
  });

  it('refuses the explorer path even when the explorer shares the main origin', () => {
    expect(mayCarryBearer('main', new URL('http://127.0.0.1:4000/explorer/api?module=account'), sharedHost)).toBe(false);
    expect(mayCarryBearer('main', new URL('http://127.0.0.1:4000/explorer/api/x'), sharedHost)).toBe(false);
    expect(mayCarryBearer('main', new URL('http://127.0.0.1:4000/explorer/apiary'), sharedHost)).toBe(true);
    expect(mayCarryBearer('main', new URL('http://127.0.0.1:4000/api/users/self'), sharedHost)).toBe(true);
  });
});
