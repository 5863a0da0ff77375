import { emptyUserState } from '@marketplace/contracts/wire';
import { marketplaceBus, SIGNED_OUT, type SessionUserPatch, sessionStore, sessionUserAccess } from '@marketplace/contracts/browser';

const SIGNED_IN = { token: 't', expiresAt: null, user: { ...emptyUserState(), id: 'user-1', displayName: 'Ana' } };

afterEach(() => sessionStore.setState(SIGNED_OUT, true));

describe('the session user, as code outside the shell reaches it', () => {
  it('reads the signed-in user from the shell’s store', () => {
    sessionStore.setState(SIGNED_IN);

    expect(sessionUserAccess.user()).toBe(SIGNED_IN.user);
  });

  it('asks the shell for a change over the bus and writes nothing itself', () => {
    sessionStore.setState(SIGNED_IN);
    const asked: SessionUserPatch[] = [];
    const stop = marketplaceBus.on('session:user-patch', (changes) => asked.push(changes));

    sessionUserAccess.patch({ displayName: 'Bea' });
    stop();

    expect(asked).toEqual([{ displayName: 'Bea' }]);
    expect(sessionStore.getState().user?.displayName).toBe('Ana');
  });
});
