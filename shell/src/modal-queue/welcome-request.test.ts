import { isSuppressedOnRescue } from '@marketplace/contracts/wire';
import { createModalQueue } from './modal-queue';
import type { WelcomeStep } from './modal-request';
import { dropWelcomeSteps, offersNewWallet, welcomeOf } from './welcome-request';

const TERMS = { kind: 'terms', firstTime: true } as const;
const WALLET = { kind: 'wallet-create', mode: 'create' } as const;
const COOKIES = { kind: 'consent' } as const;
const stepsOf = (queue: ReturnType<typeof createModalQueue>) => queue.store.getState().queue.map(({ request }) => request);

describe('a welcome request', () => {
  it('starts at its first step, and is just that step when it has one', () => {
    expect(welcomeOf([TERMS, WALLET])).toEqual({ kind: 'welcome', steps: [TERMS, WALLET], step: 0 });
    expect(welcomeOf([TERMS])).toEqual(TERMS);
    expect(welcomeOf([])).toBeNull();
  });

  it('says whether it offers a new wallet, alone or as a step', () => {
    expect(offersNewWallet(WALLET)).toBe(true);
    expect(offersNewWallet({ kind: 'welcome', steps: [TERMS, WALLET], step: 0 })).toBe(true);
    expect(offersNewWallet({ kind: 'welcome', steps: [TERMS, COOKIES], step: 0 })).toBe(false);
    expect(offersNewWallet({ kind: 'wallet-create', mode: 'update' })).toBe(false);
  });
});

describe('dropping welcome steps (no wallet prompt on /rescue)', () => {
  const rescueSuppressed = (step: WelcomeStep) => isSuppressedOnRescue(step);

  it('takes the wallet step out of a waiting welcome and keeps the others in order', () => {
    const queue = createModalQueue();
    queue.open({ kind: 'welcome', steps: [TERMS, WALLET, COOKIES], step: 0 });
    dropWelcomeSteps(queue, rescueSuppressed);
    expect(stepsOf(queue)).toEqual([{ kind: 'welcome', steps: [TERMS, COOKIES], step: 0 }]);
  });

  it('moves on to the next step when the step on screen is the one dropped', () => {
    const queue = createModalQueue();
    queue.open({ kind: 'welcome', steps: [TERMS, WALLET, COOKIES], step: 1 });
    dropWelcomeSteps(queue, rescueSuppressed);
    expect(stepsOf(queue)).toEqual([{ kind: 'welcome', steps: [TERMS, COOKIES], step: 1 }]);
  });

  it('ends a welcome that has nothing left to show', () => {
    const queue = createModalQueue();
    queue.open({ kind: 'welcome', steps: [TERMS, WALLET], step: 1 });
    dropWelcomeSteps(queue, rescueSuppressed);
    expect(stepsOf(queue)).toEqual([]);
  });
});
