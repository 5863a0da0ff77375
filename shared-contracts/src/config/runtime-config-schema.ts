import { z } from 'zod';

const httpUrl = z
  .string({ error: 'must be a string holding an http(s) URL' })
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), 'must be an http(s) URL');

const remoteManifestUrl = httpUrl.refine(
  (value) => new URL(value).pathname.endsWith('/mf-manifest.json'),
  'must point at a remote\'s mf-manifest.json',
);

/**
 * The shell's `config.json`, read at start-up: where the APIs and the remotes live today.
 * Changing it needs no rebuild; that is how a team redeploys its remote elsewhere.
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
        account: remoteManifestUrl,
        merchant: remoteManifestUrl,
        wallet: remoteManifestUrl,
        legal: remoteManifestUrl,
      })
      .strict(),
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
    analytics: z.object({ tagId: z.string().min(1, 'must not be empty'), scriptUrl: httpUrl }).strict().nullable(),
  })
  .strict();

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
