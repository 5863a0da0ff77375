import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApiError, type Device, emptyUserState, type UserState } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, sessionStore, SIGNED_OUT } from '@marketplace/contracts/browser';
import { answerSessionUserPatchesAsTheShell } from '@marketplace/contracts/testing';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { stopRecordingToasts } from '../../../../tooling/testing/toasts-shown';

export { toastsShown } from '../../../../tooling/testing/toasts-shown';

/** A Base32 secret as `POST /api/2fa` answers it. */
export const ENROLMENT_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The signed-in person, as the shell's session store holds them: a password account with 2FA off. */
export function securityUser(overrides: Partial<UserState> = {}): UserState {
  return {
    ...emptyUserState(),
    authToken: 'token-1',
    id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
    email: 'guardian@marketplace.test',
    identityProviders: { password: true, google: false, apple: false },
    ...overrides,
  };
}

/** An answer the server refused, as the client's transport gives it (its envelope's message kept). */
export function refusal(status: number, message: string): ApiError {
  return new ApiError('PUT /api/users/self/…', status, message, { body: { status, message } });
}

export function device(overrides: Partial<Device> = {}): Device {
  return {
    id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
    name: 'Chrome on Linux',
    signInMethod: 'password',
    createdAt: '2026-11-20T09:30:00.000Z',
    lastSeenAt: '2026-11-25T15:00:00.000Z',
    current: false,
    ...overrides,
  };
}

/** The calls the security screens make, as Jest mocks; anything else the page touches fails loudly. */
export function fakeSecurityApi() {
  const password = { change: jest.fn(async () => ({ changed: true }) as const), verify: jest.fn() };
  const twoFactor = {
    startEnrolment: jest.fn(async () => ({
      secret: ENROLMENT_SECRET,
      otpauthUri: `otpauth://totp/Marketplace:guardian?secret=${ENROLMENT_SECRET}&issuer=Marketplace`,
    })),
    update: jest.fn(async ({ twoFactorAuth }: { twoFactorAuth: boolean; code: string }) => ({ twoFactorAuth })),
  };
  const devices = { list: jest.fn(async (): Promise<Device[]> => []), remove: jest.fn(async (id: string) => ({ id })) };
  const api = { password, twoFactor, devices } as unknown as MarketplaceApi;
  return { api, password, twoFactor, devices };
}

/** The shell answers `session:user-patch` in the page; a scene alone has a stand-in, stopped after each test. */
let stopAnsweringAsTheShell: () => void = () => undefined;

/** Renders a security screen as the shell would: signed in as `user`, with the API client in context. */
export async function renderSecurity(element: ReactElement, { user = securityUser(), api = fakeSecurityApi().api, locale = 'en' } = {}) {
  sessionStore.setState({ token: 'token-1', expiresAt: null, user });
  stopAnsweringAsTheShell();
  stopAnsweringAsTheShell = answerSessionUserPatchesAsTheShell();
  return act(() => renderTranslated(<MarketplaceApiContext.Provider value={api}>{element}</MarketplaceApiContext.Provider>, { locale }));
}

export function resetSecurityScene(): void {
  stopRecordingToasts();
  stopAnsweringAsTheShell();
  sessionStore.setState(SIGNED_OUT);
}
