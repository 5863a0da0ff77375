import { createStore } from 'zustand/vanilla';
import { SIGNED_OUT, type SessionState } from '@marketplace/contracts/browser';
import { emptyUserState, TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { mustAcceptTerms, recordTermsAcceptance } from './terms-acceptance';

describe('terms acceptance', () => {
  it('asks a person who never accepted any terms', () => {
    expect(mustAcceptTerms({ acceptedTermsVersion: null })).toBe(true);
  });

  it('asks a person who accepted an older version', () => {
    expect(mustAcceptTerms({ acceptedTermsVersion: '2020-01-01' })).toBe(true);
  });

  it('does not ask a person who accepted the terms in force', () => {
    expect(mustAcceptTerms({ acceptedTermsVersion: TERMS_OF_SERVICE_VERSION })).toBe(false);
  });

  it('records what the API stored in the signed-in user state', () => {
    const store = createStore<SessionState>(() => ({ ...SIGNED_OUT, token: 't', user: { ...emptyUserState(), id: 'u' } }));

    recordTermsAcceptance(store, { acceptedTermsVersion: TERMS_OF_SERVICE_VERSION, acceptedTermsTime: '2026-11-25T10:00:00.000Z' });

    expect(store.getState().user).toMatchObject({ id: 'u', acceptTerms: true, acceptedTermsVersion: TERMS_OF_SERVICE_VERSION });
  });

  it('changes nothing once the person signed out', () => {
    const store = createStore<SessionState>(() => SIGNED_OUT);

    recordTermsAcceptance(store, { acceptedTermsVersion: TERMS_OF_SERVICE_VERSION, acceptedTermsTime: '2026-11-25T10:00:00.000Z' });

    expect(store.getState().user).toBeNull();
  });
});
