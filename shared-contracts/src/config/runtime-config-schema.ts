import { z } from 'zod';

const httpUrl = z
  .string({ error: 'must be a string holding an http(s) URL' })
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), 'must be an http(s) URL');

/** Where a remote's build is found: the http(s) URL of its `mf-manifest.json`. */
export const remoteManifestUrlSchema = httpUrl.refine(
  (value) => new URL(value).pathname.endsWith('/mf-manifest.json'),
  "must point at a remote's mf-manifest.json",
);

/**
 * Another build of one remote than the one its URL in `remotes` serves: a pin to a kept build for a
 * rollback (`…/builds/<version>/mf-manifest.json`), or, with `percent` below 100, a canary that that
 * share of devices loads (each device stays on the same side).
 */
const remoteOverride = z
  .object({
    manifest: remoteManifestUrlSchema,
    percent: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').optional(),
  })
  .strict();

/**
 * The shell's `config.json`, read at start-up: where the APIs and the remotes live today, and which
 * remote builds are pinned or tried as a canary (`remoteOverrides`, may be left out).
 * Changing it needs no rebuild; that is how a team redeploys its remote elsewhere, or rolls it back.
 */
export const runtimeConfigSchema = z
  .object({
    api: z
      .object({
        main: httpUrl,
        identity: httpUrl,
        kyc: httpUrl,
        explorer: httpUrl,
      })
      .strict(),
    remotes: z
      .object({
        account: remoteManifestUrlSchema,
        merchant: remoteManifestUrlSchema,
        wallet: remoteManifestUrlSchema,
        legal: remoteManifestUrlSchema,
      })
      .strict(),
    remoteOverrides: z
      .object({
        account: remoteOverride,
        merchant: remoteOverride,
        wallet: remoteOverride,
        legal: remoteOverride,
      })
      .partial()
      .strict()
      .default({}),
    sessionIdleMinutes: z.number({ error: 'must be a number' }).positive('must be above 0'),
    userCacheExpirationMinutes: z.number({ error: 'must be a number' }).min(0, 'must be 0 or more'),
    fees: z
      .object({
        marketplaceFeesPercent: z.number({ error: 'must be a number' }).min(0).max(100),
        minimumPrice: z.number({ error: 'must be a number' }).min(0),
      })
      .strict(),
    debug: z.boolean({ error: 'must be true or false' }),
    captcha: z.object({ siteKey: z.string().min(1, 'must not be empty'), scriptUrl: httpUrl }).strict(),
    analytics: z
      .object({ tagId: z.string().min(1, 'must not be empty'), scriptUrl: httpUrl })
      .strict()
      .nullable(),
  })
  .strict();

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
