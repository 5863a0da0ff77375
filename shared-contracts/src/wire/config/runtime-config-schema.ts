import * as z from 'zod/mini';

// Every refusal says what the field must be in words: zod/mini loads no message locale, so a check
// without its own message would only say "Invalid input".
const SECTION_MESSAGE = 'must be an object of settings';

const httpUrl = z
  .string({ error: 'must be a string holding an http(s) URL' })
  .check(z.refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), 'must be an http(s) URL'));

/** Where a remote's build is found: the http(s) URL of its `mf-manifest.json`. */
export const remoteManifestUrlSchema = httpUrl.check(
  z.refine((value) => new URL(value).pathname.endsWith('/mf-manifest.json'), "must point at a remote's mf-manifest.json"),
);

/**
 * Another build of one remote than the one its URL in `remotes` serves: a pin to a kept build for a
 * rollback (`…/builds/<version>/mf-manifest.json`), or, with `percent` below 100, a canary that that
 * share of devices loads (each device stays on the same side).
 */
const remoteOverride = z.strictObject(
  {
    manifest: remoteManifestUrlSchema,
    percent: z.optional(
      z.number({ error: 'must be a number' }).check(z.int('must be a whole number'), z.gte(1, 'must be 1 to 100'), z.lte(100, 'must be 1 to 100')),
    ),
  },
  { error: SECTION_MESSAGE },
);

/**
 * The shell's `config.json`, read at start-up: where the APIs and the remotes live today, and which
 * remote builds are pinned or tried as a canary (`remoteOverrides`, may be left out).
 * Changing it needs no rebuild; that is how a team redeploys its remote elsewhere, or rolls it back.
 */
export const runtimeConfigSchema = z.strictObject({
  api: z.strictObject({ main: httpUrl, identity: httpUrl, kyc: httpUrl, explorer: httpUrl }, { error: SECTION_MESSAGE }),
  remotes: z.strictObject(
    {
      account: remoteManifestUrlSchema,
      merchant: remoteManifestUrlSchema,
      wallet: remoteManifestUrlSchema,
      legal: remoteManifestUrlSchema,
    },
    { error: SECTION_MESSAGE },
  ),
  remoteOverrides: z._default(
    z.partial(z.strictObject({ account: remoteOverride, merchant: remoteOverride, wallet: remoteOverride, legal: remoteOverride }, { error: SECTION_MESSAGE })),
    {},
  ),
  sessionIdleMinutes: z.number({ error: 'must be a number' }).check(z.positive('must be above 0')),
  userCacheExpirationMinutes: z.number({ error: 'must be a number' }).check(z.gte(0, 'must be 0 or more')),
  fees: z.strictObject(
    {
      marketplaceFeesPercent: z.number({ error: 'must be a number' }).check(z.gte(0, 'must be 0 to 100'), z.lte(100, 'must be 0 to 100')),
      minimumPrice: z.number({ error: 'must be a number' }).check(z.gte(0, 'must be 0 or more')),
    },
    { error: SECTION_MESSAGE },
  ),
  debug: z.boolean({ error: 'must be true or false' }),
  captcha: z.strictObject(
    { siteKey: z.string({ error: 'must be a string' }).check(z.minLength(1, 'must not be empty')), scriptUrl: httpUrl },
    { error: SECTION_MESSAGE },
  ),
  analytics: z.nullable(
    z.strictObject(
      { tagId: z.string({ error: 'must be a string' }).check(z.minLength(1, 'must not be empty')), scriptUrl: httpUrl },
      { error: 'must be an object of settings, or null' },
    ),
  ),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
