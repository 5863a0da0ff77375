import * as z from 'zod/mini';
import { isoTimeSchema } from './commerce-field-schemas';
import { SUPPORTED_LOCALES } from '../locale/locales';
import { USER_ROLES } from '../entities/user';
import { PROFILE_BANNERS, PROFILE_PICTURES } from '../entities/profile-art';

export const identityProvidersSchema = z.object({
  password: z.boolean(),
  google: z.boolean(),
  apple: z.boolean(),
});

/** When each kind of vault key was last saved (spec §3 user state `keys`), null when never. */
export const userKeyTimesSchema = z.object({
  password: z.nullable(isoTimeSchema),
  google: z.nullable(isoTimeSchema),
  apple: z.nullable(isoTimeSchema),
  recoveryPassword: z.nullable(isoTimeSchema),
});

/** `GET /api/users/self` payload: the user state fields of spec §3 that the server knows. */
export const selfUserSchema = z.object({
  id: z.uuid(),
  username: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  tagline: z.nullable(z.string()),
  usernameUpdateTime: z.nullable(isoTimeSchema),
  email: z.string(),
  walletAddress: z.nullable(z.string()),
  accountAddress: z.nullable(z.string()),
  role: z.enum(USER_ROLES),
  roles: z.array(z.string()),
  profilePicture: z.string(),
  profileBanner: z.string(),
  antiphishingCode: z.nullable(z.string()),
  twoFactorAuth: z.boolean(),
  communications: z.boolean(),
  acceptTerms: z.boolean(),
  /** Extension of spec §3: the terms version the person accepted and when (`PUT /api/users/self/terms`), null when never. */
  acceptedTermsVersion: z.nullable(z.string()),
  acceptedTermsTime: z.nullable(isoTimeSchema),
  /** Extension of spec §3: the e-mail was confirmed through `POST /api/keys/verify-email`. */
  emailVerified: z.boolean(),
  preferredLocale: z.enum(SUPPORTED_LOCALES),
  showBalance: z.boolean(),
  identityProviders: identityProvidersSchema,
  /** `marketplace` is the id of the user who referred this one (spec §3 referredByUser). */
  referrals: z.object({ marketplace: z.nullable(z.string()) }),
  registrationTime: isoTimeSchema,
  keys: userKeyTimesSchema,
});
export type SelfUser = z.infer<typeof selfUserSchema>;

/**
 * What the identity service owns of `GET /api/users/self`: how and when the person signed up, and
 * who referred them (the sign-up happens there). Spec §7 asks it of the identity service and of the
 * server; the server's answer wins for everything else. The reference API answers the full
 * `selfUserSchema` on both; the other fields are dropped here.
 */
export const identityUserSchema = z.pick(selfUserSchema, {
  id: true,
  email: true,
  identityProviders: true,
  referrals: true,
  registrationTime: true,
});
export type IdentityUser = z.infer<typeof identityUserSchema>;

/**
 * `GET /api/users/self` on the KYC host (spec §7): only who the host thinks is signed in is read,
 * because what else a KYC provider answers is not ours to rely on.
 */
export const kycUserSchema = z.pick(selfUserSchema, { id: true, email: true });
export type KycUser = z.infer<typeof kycUserSchema>;

/**
 * Extension of spec §7: what `GET /api/users?id=` and `GET /api/users/{usernameOrId}` show of
 * anyone — no email, wallet, settings or keys.
 */
export const publicUserProfileSchema = z.object({
  id: z.uuid(),
  username: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  tagline: z.nullable(z.string()),
  profilePicture: z.string(),
  profileBanner: z.string(),
  registrationTime: isoTimeSchema,
});
export type PublicUserProfile = z.infer<typeof publicUserProfileSchema>;
export const publicUserProfileListSchema = z.array(publicUserProfileSchema);

/** `GET /api/users` query: a comma list of user ids (spec §7). */
export const userIdListQuerySchema = z.strictObject({
  id: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) =>
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ),
    z.array(z.uuid()).check(z.minLength(1), z.maxLength(100)),
  ),
});

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,20}$/;
/** Names that would shadow a route (`/api/users/self`). */
export const RESERVED_USERNAMES = ['self', 'admin', 'support', 'marketplace'] as const;

export const usernameOrIdParamsSchema = z.strictObject({ usernameOrId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * `PUT /api/users/self/username` body (spec §7). Extension: the display name is also the unique
 * username, compared without case; `GET /api/users/{name}` answering 404 means it is free.
 */
export const usernameUpdateSchema = z.strictObject({
  displayName: z.string().check(z.regex(USERNAME_PATTERN, '3 to 20 letters, digits, _ . or -')),
  tagline: z.optional(z.nullable(z.string().check(z.maxLength(80)))),
});
export const usernamePayloadSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  tagline: z.nullable(z.string()),
  /** The last change of the name itself (null: never changed); a tagline-only save leaves it as it was. */
  usernameUpdateTime: z.nullable(isoTimeSchema),
});
export type UsernamePayload = z.infer<typeof usernamePayloadSchema>;

/** `PUT /api/users/self/antiphishing-code`: shown in every e-mail we send, so short and plain. */
export const antiphishingCodeUpdateSchema = z.strictObject({
  antiphishingCode: z.string().check(z.regex(/^[A-Za-z0-9 _-]{4,20}$/, '4 to 20 letters, digits, spaces, _ or -')),
});
export const antiphishingCodePayloadSchema = antiphishingCodeUpdateSchema.shape.antiphishingCode;

/** `PUT /api/users/self/profile-picture`: one of `PROFILE_PICTURES` in any case, stored upper-cased (spec §3). */
export const profilePictureUpdateSchema = z.strictObject({
  profilePicture: z.string().check(
    z.maxLength(40),
    z.refine((name) => (PROFILE_PICTURES as readonly string[]).includes(name.toUpperCase()), 'A picture of PROFILE_PICTURES'),
  ),
});
export const profilePicturePayloadSchema = z.string();

/** `PUT /api/users/self/profile-banner`: one of `PROFILE_BANNERS` (`banner0`, `banner1`, …). */
export const profileBannerUpdateSchema = z.strictObject({
  profileBanner: z.enum(PROFILE_BANNERS),
});
export const profileBannerPayloadSchema = z.string();

export const communicationsUpdateSchema = z.strictObject({ communications: z.boolean() });
export const communicationsPayloadSchema = z.boolean();

export const localeUpdateSchema = z.strictObject({ preferredLocale: z.enum(SUPPORTED_LOCALES) });
export const localePayloadSchema = z.enum(SUPPORTED_LOCALES);

export const showBalanceUpdateSchema = z.strictObject({ showBalance: z.boolean() });
export const showBalancePayloadSchema = z.boolean();
