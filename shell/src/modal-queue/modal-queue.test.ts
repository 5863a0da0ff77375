import { createModalQueue } from './modal-queue';

describe('the modal queue', () => {
  it('shows the first modal at once and the later ones in order', () => {
    const queue = createModalQueue();

    const first = queue.open({ kind: 'login-error' });
    queue.open({ kind: 'wallet-create', mode: 'link' });
    queue.open({ kind: 'rescue' });

    expect(queue.current()?.request).toEqual({ kind: 'login-error' });
    queue.close(first);
    expect(queue.current()?.request).toEqual({ kind: 'wallet-create', mode: 'link' });
  });

  it('does not queue a second modal of a kind already there', () => {
    const queue = createModalQueue();

    const first = queue.open({ kind: 'token-expired' });
    const again = queue.open({ kind: 'token-expired' });

    expect(again).toBe(first);
    queue.close(first);
    expect(queue.current()).toBeNull();
  });

  it('closes every modal of a kind, wherever it waits', () => {
    const queue = createModalQueue();
    queue.open({ kind: 'login' });
    queue.open({ kind: 'idle-session' });

    queue.closeKind('idle-session');
    queue.close(queue.current()!.key);

    expect(queue.current()).toBeNull();
  });

  it('closes every modal whose request matches, shown or waiting, and keeps the rest in order', () => {
    const queue = createModalQueue();
    queue.open({ kind: 'wallet-create', mode: 'create' });
    queue.open({ kind: 'login' });
    queue.open({ kind: 'wallet-locked', variant: 'locked' });

    queue.closeWhere((request) => request.kind.startsWith('wallet-'));

    expect(queue.store.getState().queue.map((queued) => queued.request)).toEqual([{ kind: 'login' }]);
  });

  it('ignores closing a key that is gone', () => {
    const queue = createModalQueue();
    const key = queue.open({ kind: 'login' });
    queue.close(key);
    queue.open({ kind: 'rescue' });

    queue.close(key);

    expect(queue.current()?.request).toEqual({ kind: 'rescue' });
  });
});
