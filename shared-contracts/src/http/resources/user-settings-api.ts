import type * as z from 'zod/mini';
import {
  antiphishingCodePayloadSchema,
  communicationsPayloadSchema,
  localePayloadSchema,
  profileBannerPayloadSchema,
  profilePicturePayloadSchema,
  showBalancePayloadSchema,
  usernamePayloadSchema,
  type antiphishingCodeUpdateSchema,
  type communicationsUpdateSchema,
  type localeUpdateSchema,
  type profileBannerUpdateSchema,
  type profilePictureUpdateSchema,
  type showBalanceUpdateSchema,
  type usernameUpdateSchema,
} from '../../wire/schemas/user-schemas';
import type { ApiTransport } from '../transport/create-api-transport';

/**
 * The signed-in user's settings (spec §7 `PUT /api/users/self/…`). Each answers the value now
 * stored; every failure rejects, so a caller that applied a change optimistically reverts it.
 */
export function createUserSettingsApi(transport: ApiTransport) {
  function put<S extends z.ZodMiniType>(setting: string, body: object, schema: S) {
    return transport.request('main', { method: 'PUT', path: `/api/users/self/${setting}`, body, schema });
  }

  return {
    /** §7 `PUT /api/users/self/antiphishing-code` → the code stored; a failure rejects. */
    setAntiphishingCode: (body: z.input<typeof antiphishingCodeUpdateSchema>) => put('antiphishing-code', body, antiphishingCodePayloadSchema),
    /** §7 `PUT /api/users/self/username` (displayName, tagline) → the stored name; a 409 "Username taken" rejects. */
    setUsername: (body: z.input<typeof usernameUpdateSchema>) => put('username', body, usernamePayloadSchema),
    /** §7 `PUT /api/users/self/profile-picture` → the picture name, upper-cased by the server (§3); a failure rejects. */
    setProfilePicture: (body: z.input<typeof profilePictureUpdateSchema>) => put('profile-picture', body, profilePicturePayloadSchema),
    /** §7 `PUT /api/users/self/profile-banner` → the banner stored; a failure rejects. */
    setProfileBanner: (body: z.input<typeof profileBannerUpdateSchema>) => put('profile-banner', body, profileBannerPayloadSchema),
    /** §7 `PUT /api/users/self/communications` → the choice stored; a failure rejects. */
    setCommunications: (body: z.input<typeof communicationsUpdateSchema>) => put('communications', body, communicationsPayloadSchema),
    /** §7 `PUT /api/users/self/locale` (preferredLocale) → the locale stored; a failure rejects. */
    setLocale: (body: z.input<typeof localeUpdateSchema>) => put('locale', body, localePayloadSchema),
    /** §7 `PUT /api/users/self/show-balance` → the choice stored; a rejection is the "no payload" that reverts it (§4). */
    setShowBalance: (body: z.input<typeof showBalanceUpdateSchema>) => put('show-balance', body, showBalancePayloadSchema),
  };
}

export type UserSettingsApi = ReturnType<typeof createUserSettingsApi>;
