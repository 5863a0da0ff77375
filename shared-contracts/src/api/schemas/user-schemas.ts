import { z } from 'zod';
import { isoTimeSchema } from './commerce-field-schemas';
import { SUPPORTED_LOCALES } from '../../locale/locales';
import { USER_ROLES } from '../../entities/user';

export const identityProvidersSchema = z.object({
  password: z.boolean(),
  google: z.boolean(),
  apple: z.boolean(),
});

/** When each kind of vault key was last saved (spec §3 user state `keys`), null when never. */
export const userKeyTimesSchema = z.object({
  password: isoTimeSchema.nullable(),
  google: isoTimeSchema.nullable(),
  apple: isoTimeSchema.nullable(),
  recoveryPassword: isoTimeSchema.nullable(),
});

/** `GET /api/users/self` payload: the user state fields of spec §3 that the server knows. */
export const selfUserSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  tagline: z.string().nullable(),
  usernameUpdateTime: isoTimeSchema.nullable(),
  email: z.string(),
  walletAddress: z.string().nullable(),
  accountAddress: z.string().nullable(),
  role: z.enum(USER_ROLES),
  roles: z.array(z.string()),
  profilePicture: z.string(),
  profileBanner: z.string(),
  antiphishingCode: z.string().nullable(),
  twoFactorAuth: z.boolean(),
  communications: z.boolean(),
  acceptTerms: z.boolean(),
  /** Extension of spec §3: the e-mail was confirmed through `POST /api/keys/verify-email`. */
  emailVerified: z.boolean(),
  preferredLocale: z.enum(SUPPORTED_LOCALES),
  showBalance: z.boolean(),
  identityProviders: identityProvidersSchema,
  /** `marketplace` is the id of the user who referred this one (spec §3 referredByUser). */
  referrals: z.object({ marketplace: z.string().nullable() }),
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
export const identityUserSchema = selfUserSchema.pick({
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
export const kycUserSchema = selfUserSchema.pick({ id: true, email: true });
export type KycUser = z.infer<typeof kycUserSchema>;

/**
 * Extension of spec §7: what `GET /api/users?id=` and `GET /api/users/{usernameOrId}` show of
 * anyone — no email, wallet, settings or keys.
 */
export const publicUserProfileSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  tagline: z.string().nullable(),
  profilePicture: z.string(),
  profileBanner: z.string(),
  registrationTime: isoTimeSchema,
});
export type PublicUserProfile = z.infer<typeof publicUserProfileSchema>;
export const publicUserProfileListSchema = z.array(publicUserProfileSchema);

/** `GET /api/users` query: a comma list of user ids (spec §7). */
export const userIdListQuerySchema = z.strictObject({
  id: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).min(1).max(100)),
});

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,20}$/;
/** Names that would shadow a route (`/api/users/self`). */
export const RESERVED_USERNAMES = ['self', 'admin', 'support', 'marketplace'] as const;

export const usernameOrIdParamsSchema = z.strictObject({ usernameOrId: z.string().min(1).max(64) });

/**
 * `PUT /api/users/self/username` body (spec §7). Extension: the display name is also the unique
 * username, compared without case; `GET /api/users/{name}` answering 404 means it is free.
 */
export const usernameUpdateSchema = z.strictObject({
  displayName: z.string().regex(USERNAME_PATTERN, '3 to 20 letters, digits, _ . or -'),
  tagline: z.string().max(80).nullable().optional(),
});
export const usernamePayloadSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  tagline: z.string().nullable(),
  usernameUpdateTime: isoTimeSchema,
});
export type UsernamePayload = z.infer<typeof usernamePayloadSchema>;

/** `PUT /api/users/self/antiphishing-code`: shown in every e-mail we send, so short and plain. */
export const antiphishingCodeUpdateSchema = z.strictObject({
  antiphishingCode: z.string().regex(/^[A-Za-z0-9 _-]{4,20}$/, '4 to 20 letters, digits, spaces, _ or -'),
});
export const antiphishingCodePayloadSchema = antiphishingCodeUpdateSchema.shape.antiphishingCode;

/** `PUT /api/users/self/profile-picture`: a picture name of the catalogue, stored upper-cased (spec §3). */
export const profilePictureUpdateSchema = z.strictObject({
  profilePicture: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'A picture name'),
});
export const profilePicturePayloadSchema = z.string();

/** `PUT /api/users/self/profile-banner`: `banner0`, `banner1`, … */
export const profileBannerUpdateSchema = z.strictObject({
  profileBanner: z.string().regex(/^banner\d{1,2}$/, 'A banner name such as banner0'),
});
export const profileBannerPayloadSchema = z.string();

export const communicationsUpdateSchema = z.strictObject({ communications: z.boolean() });
export const communicationsPayloadSchema = z.boolean();

export const localeUpdateSchema = z.strictObject({ preferredLocale: z.enum(SUPPORTED_LOCALES) });
export const localePayloadSchema = z.enum(SUPPORTED_LOCALES);

export const showBalanceUpdateSchema = z.strictObject({ showBalance: z.boolean() });
export const showBalancePayloadSchema = z.boolean();
