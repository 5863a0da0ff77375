import { startupPrompts } from './startup-prompts';

describe('what a sign-in asks', () => {
  it('welcomes a newcomer with one dialog: the terms, the new wallet and the cookie choice as its steps', () => {
    expect(startupPrompts({ terms: { firstTime: true }, wallet: 'create', cookieChoiceMade: false })).toEqual([
      { kind: 'welcome', steps: [{ kind: 'terms', firstTime: true }, { kind: 'wallet-create', mode: 'create' }, { kind: 'consent' }], step: 0 },
    ]);
  });

  it('leaves the cookie choice out of the welcome of a browser that made it already', () => {
    expect(startupPrompts({ terms: { firstTime: true }, wallet: 'create', cookieChoiceMade: true })).toEqual([
      {
        kind: 'welcome',
        steps: [
          { kind: 'terms', firstTime: true },
          { kind: 'wallet-create', mode: 'create' },
        ],
        step: 0,
      },
    ]);
  });

  it('asks a newcomer with nothing else due only the terms, in their own dialog (a welcome of one step is no welcome)', () => {
    expect(startupPrompts({ terms: { firstTime: true }, wallet: null, cookieChoiceMade: true })).toEqual([{ kind: 'terms', firstTime: true }]);
  });

  it('asks changed terms and then the wallet prompt of a returning person, each as before', () => {
    expect(startupPrompts({ terms: { firstTime: false }, wallet: 'create', cookieChoiceMade: false })).toEqual([
      { kind: 'terms', firstTime: false },
      { kind: 'wallet-create', mode: 'create' },
    ]);
  });

  it('keeps a wallet to update out of the welcome, after it', () => {
    expect(startupPrompts({ terms: { firstTime: true }, wallet: 'update', cookieChoiceMade: false })).toEqual([
      { kind: 'welcome', steps: [{ kind: 'terms', firstTime: true }, { kind: 'consent' }], step: 0 },
      { kind: 'wallet-create', mode: 'update' },
    ]);
  });

  it('asks nothing of a person with nothing due', () => {
    expect(startupPrompts({ terms: null, wallet: null, cookieChoiceMade: false })).toEqual([]);
  });
});
