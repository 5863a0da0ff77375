import en from '../../messages/en.json';
import { createModalQueue } from '../modal-queue/modal-queue';
import { headingKeyOf, isDismissible, registeredModalKinds, registerModal } from '../modal-queue/modal-registry';
import type { ModalRequest } from '../modal-queue/modal-request';
import { REGISTERED_MODALS } from './registered-modals';

/** One request of every kind, in every mode and variant a kind has. */
const EVERY_REQUEST: readonly ModalRequest[] = [
  { kind: 'login-loader' },
  { kind: 'login' },
  { kind: 'login-error' },
  { kind: 'idle-session' },
  { kind: 'token-expired' },
  { kind: 'wallet-create', mode: 'create' },
  { kind: 'wallet-create', mode: 'link' },
  { kind: 'wallet-create', mode: 'update' },
  { kind: 'wallet-locked', variant: 'locked' },
  { kind: 'wallet-locked', variant: 'support' },
  { kind: 'rescue' },
  { kind: 'walletless-link' },
  { kind: 'wallet-sign' },
  { kind: 'selling', collectibleId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', merchantId: 'diamond-dreams' },
  { kind: 'terms', firstTime: true },
  { kind: 'terms', firstTime: false },
  { kind: 'consent' },
  {
    kind: 'welcome',
    steps: [
      { kind: 'terms', firstTime: true },
      { kind: 'wallet-create', mode: 'create' },
    ],
    step: 0,
  },
  {
    kind: 'welcome',
    steps: [
      { kind: 'terms', firstTime: true },
      { kind: 'wallet-create', mode: 'create' },
    ],
    step: 1,
  },
];

const message = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('the registered modals', () => {
  it('register every kind once, each from its own file', () => {
    expect(registeredModalKinds().sort()).toEqual(REGISTERED_MODALS.map(({ kind }) => kind).sort());
    expect(new Set(EVERY_REQUEST.map(({ kind }) => kind))).toEqual(new Set(registeredModalKinds()));
  });

  it('refuse a second registration of a kind', () => {
    expect(() => registerModal(REGISTERED_MODALS[0])).toThrow("The modal 'login-loader' is registered twice");
  });

  it.each(EVERY_REQUEST.map((request) => [JSON.stringify(request), request] as const))('name %s by a heading the catalogue has', (_name, request) => {
    expect(typeof message(headingKeyOf(request))).toBe('string');
  });

  it('name a welcome by the step it shows, as that step is named on its own', () => {
    const steps = [
      { kind: 'terms', firstTime: true },
      { kind: 'wallet-create', mode: 'create' },
    ] as const;
    expect(headingKeyOf({ kind: 'welcome', steps, step: 0 })).toBe('terms.firstHeading');
    expect(headingKeyOf({ kind: 'welcome', steps, step: 1 })).toBe('wallet.createHeading');
  });

  it('give each mode and variant of a wallet modal its own heading', () => {
    const headings = EVERY_REQUEST.filter(({ kind }) => kind === 'wallet-create' || kind === 'wallet-locked').map(headingKeyOf);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('let every modal be dismissed but the login loader, a wallet that must be updated, terms that must be accepted and the cookie choice (answered, not closed), in a welcome too', () => {
    expect(EVERY_REQUEST.filter((request) => !isDismissible(request))).toEqual([
      { kind: 'login-loader' },
      { kind: 'wallet-create', mode: 'update' },
      { kind: 'terms', firstTime: true },
      { kind: 'terms', firstTime: false },
      { kind: 'consent' },
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
});

describe('the modal queue, with the registered modals', () => {
  it('lets a later ask change the mode of a modal already there, in its place in the queue', () => {
    const queue = createModalQueue();
    queue.open({ kind: 'login-loader' });
    const prompt = queue.open({ kind: 'wallet-create', mode: 'create' });

    expect(queue.open({ kind: 'wallet-create', mode: 'link' })).toBe(prompt);

    expect(queue.store.getState().queue.map(({ request }) => request)).toEqual([{ kind: 'login-loader' }, { kind: 'wallet-create', mode: 'link' }]);
  });

  it('keeps a modal that may not be dismissed as it is: a wallet that must be updated stays in update mode', () => {
    const queue = createModalQueue();
    queue.open({ kind: 'wallet-create', mode: 'update' });

    queue.open({ kind: 'wallet-create', mode: 'link' });

    expect(queue.current()?.request).toEqual({ kind: 'wallet-create', mode: 'update' });
  });
});
