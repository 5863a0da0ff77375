import { act, waitFor } from '@testing-library/react';
import { emptyUserState, type PublicUserProfile, type SelfUser } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, sessionStore, SIGNED_OUT } from '@marketplace/contracts/browser';
import { answerSessionUserPatchesAsTheShell, selfUserFixture } from '@marketplace/contracts/testing';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { stopRecordingToasts } from '../../../../tooling/testing/toasts-shown';
import { AccountSettings } from '../account-settings';

export { toastsShown } from '../../../../tooling/testing/toasts-shown';

/** Someone else's public profile, as `GET /api/users/{name}` answers for a taken name. */
export function someoneNamed(displayName: string): PublicUserProfile {
  return {
    id: '9a9a9a9a-1b1b-4c2c-8d3d-4e4e4e4e4e4e',
    username: displayName.toLowerCase(),
    displayName,
    tagline: null,
    profilePicture: 'DEFAULT',
    profileBanner: 'banner0',
    registrationTime: '2025-01-01T00:00:00.000Z',
  };
}

interface SettingsScene {
  self?: SelfUser;
  /** `GET /api/users/self`; answers `self` by default. */
  readSelf?: () => Promise<SelfUser>;
  /** The owners of taken names, by lower-cased name; any other name is free (null: the 404 of spec §5). */
  takenNames?: Record<string, PublicUserProfile>;
  userSettings?: Partial<MarketplaceApi['userSettings']>;
  emailKeys?: Partial<MarketplaceApi['emailKeys']>;
  locale?: string;
  /** Wait for the user's read to settle (false: see the skeleton). */
  settled?: boolean;
}

/** Answers each setting with the value sent, as the reference API does (the picture upper-cased). */
function echoingUserSettings(): MarketplaceApi['userSettings'] {
  return {
    setUsername: jest.fn(async ({ displayName, tagline }) => ({
      username: displayName.toLowerCase(),
      displayName,
      tagline: tagline ?? null,
      usernameUpdateTime: '2026-11-25T12:00:00.000Z',
    })),
    setAntiphishingCode: jest.fn(async ({ antiphishingCode }) => antiphishingCode),
    setProfilePicture: jest.fn(async ({ profilePicture }) => profilePicture.toUpperCase()),
    setProfileBanner: jest.fn(async ({ profileBanner }) => profileBanner),
    setCommunications: jest.fn(async ({ communications }) => communications),
    setLocale: jest.fn(async ({ preferredLocale }) => preferredLocale),
    setShowBalance: jest.fn(async ({ showBalance }) => showBalance),
  };
}

/** The shell answers `session:user-patch` in the page; a scene alone has a stand-in, stopped after each test. */
let stopAnsweringAsTheShell: () => void = () => undefined;

/** Renders the account settings as the shell would: signed in as `self`, with a query client and the API client in context. */
export async function renderAccountSettings({
  self = selfUserFixture(),
  readSelf,
  takenNames = {},
  userSettings = {},
  emailKeys = {},
  locale,
  settled = true,
}: SettingsScene = {}) {
  const api = {
    users: {
      self: jest.fn(readSelf ?? (async () => self)),
      byUsernameOrId: jest.fn(async (name: string) => takenNames[name.toLowerCase()] ?? null),
    },
    userSettings: { ...echoingUserSettings(), ...userSettings },
    emailKeys: {
      requestEmailVerification: jest.fn(async () => ({ sentTo: self.email, expiresAt: '2026-11-26T12:00:00.000Z' })),
      pendingEmailChange: jest.fn(async () => null),
      cancelEmailChange: jest.fn(async () => null),
      ...emailKeys,
    },
  };
  sessionStore.setState({
    token: 'token-1',
    expiresAt: null,
    user: { ...emptyUserState(), authToken: 'token-1', id: self.id, displayName: self.displayName, showBalance: self.showBalance },
  });
  stopAnsweringAsTheShell();
  stopAnsweringAsTheShell = answerSessionUserPatchesAsTheShell();
  const view = await act(() =>
    renderTranslated(
      <MarketplaceApiContext.Provider value={api as unknown as MarketplaceApi}>
        <AccountSettings />
      </MarketplaceApiContext.Provider>,
      locale ? { locale } : {},
    ),
  );
  // The page shows its skeleton until the signed-in user is read; a test starts once it settled.
  if (settled) await waitFor(() => expect(view.container.querySelector('#profile, [role="alert"]')).not.toBeNull());
  return { api, ...view };
}

/** After each test: nobody listening for toasts or answering for the shell, signed out. */
export function resetSettingsScene(): void {
  stopRecordingToasts();
  stopAnsweringAsTheShell();
  sessionStore.setState(SIGNED_OUT);
}

/** A promise the test settles by hand (a save still under way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
