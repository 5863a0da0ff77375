import { createModalQueue } from '../modal-queue/modal-queue';
import { keepState, restoreKeptState } from './kept-state';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('state kept across a reload at home', () => {
  it('opens the modals again, in order, once', () => {
    const storage = memoryStorage();
    const before = createModalQueue();
    before.open({ kind: 'login-error' });
    before.open({ kind: 'wallet-create', mode: 'link' });
    keepState(before, storage, 1_000);

    const after = createModalQueue();
    restoreKeptState(after, storage, 3_000);
    const again = createModalQueue();
    restoreKeptState(again, storage, 3_500);

    expect(after.store.getState().queue.map(({ request }) => request)).toEqual([{ kind: 'login-error' }, { kind: 'wallet-create', mode: 'link' }]);
    expect(again.current()).toBeNull();
  });

  it('ignores state older than 5000 ms', () => {
    const storage = memoryStorage();
    const before = createModalQueue();
    before.open({ kind: 'rescue' });
    keepState(before, storage, 1_000);

    const after = createModalQueue();
    restoreKeptState(after, storage, 6_001);

    expect(after.current()).toBeNull();
  });

  it('ignores unreadable state', () => {
    const storage = memoryStorage();
    storage.setItem('marketplace:kept-state', '{not json');
    const after = createModalQueue();

    restoreKeptState(after, storage, 1_000);

    expect(after.current()).toBeNull();
  });
});
