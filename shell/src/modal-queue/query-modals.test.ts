import { modalsForQuery } from './query-modals';

const kinds = (query: string, loggedIn = false) => modalsForQuery(new URLSearchParams(query), loggedIn);

describe('modalsForQuery', () => {
  it.each([
    ['?cause=authExpired', [{ kind: 'token-expired' }]],
    ['?cause=expired', [{ kind: 'token-expired' }]],
    ['?cause=auth', [{ kind: 'login' }]],
    ['?cause=error', [{ kind: 'login-error' }]],
    ['?link', [{ kind: 'wallet-create', mode: 'link' }]],
    ['?new-wallet-existing-link=1', [{ kind: 'wallet-create', mode: 'link' }]],
    ['?rescue', [{ kind: 'rescue' }]],
    ['?walletless-link', [{ kind: 'walletless-link' }]],
    ['?existing-link', [{ kind: 'wallet-locked', variant: 'locked' }]],
    ['?tab=2', []],
  ])('opens for %s', (query, expected) => {
    expect(kinds(query)).toEqual(expected);
  });

  it('asks a signed-in user for nothing on cause=auth', () => {
    expect(kinds('?cause=auth', true)).toEqual([]);
  });

  it('queues several in the order of the spec table', () => {
    expect(kinds('?rescue&cause=error&link').map((request) => request.kind)).toEqual(['login-error', 'wallet-create', 'rescue']);
  });
});
