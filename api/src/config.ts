import { isIP } from 'node:net';
import path from 'node:path';
import { type AccountClosingSettings, readAccountClosingSettings } from './account-closing/closing-settings.js';
import type { MarketplaceFees } from './commerce/marketplace-fees.js';
import { DEFAULT_HUMANITY_SITE_KEY, DEFAULT_TOKEN_TTL_MINUTES } from './app.js';
import { DEFAULT_CORS_ORIGINS, DEFAULT_SHELL_ORIGIN } from './defaults/default-origins.js';
import { DEFAULT_FEES } from './commerce/fees.js';
import type { DatabaseLocation } from './db/open-database.js';
import { readIdentityProviderConfig, type IdentityProviderConfig } from './idp/identity-provider-config.js';
import { readMailSettings, type MailSettings } from './mail/mail-settings.js';
import { readWalletMoveSettings, type WalletMoveSettings } from './wallet-moves/wallet-move-settings.js';

export interface ApiConfig {
  host: string;
  port: number;
  corsOrigins: string[];
  database: DatabaseLocation;
  /** Unset: a secret generated once and kept in the database. */
  jwtSecret?: string;
  tokenTtlMinutes: number;
  shellOrigin: string;
  /** The API's own origin in the links it hands out (the identity page): configuration only, never a request's Host header. */
  publicOrigin: string;
  humanitySiteKey: string;
  fees: MarketplaceFees;
  identityProviders: IdentityProviderConfig;
  walletMoves: WalletMoveSettings;
  /** The SMTP server (required outside development) and the sender's pace. */
  mail: MailSettings;
  /** The grace period of an account closing: 14 days, shorter only in development. */
  accountClosing: AccountClosingSettings;
  /** `TRUSTED_PROXIES`: the load balancers' addresses (comma-separated IPs or CIDR ranges) whose `X-Forwarded-For` is believed. */
  trustedProxies: string[];
}

const API_PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

/** Reads the server settings from the environment; a set `DATABASE_URL` wins over the embedded database. */
export function readConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);

  const tokenTtlMinutes = Number(env.TOKEN_TTL_MINUTES || DEFAULT_TOKEN_TTL_MINUTES);
  if (!(tokenTtlMinutes > 0)) throw new Error(`TOKEN_TTL_MINUTES is not a positive number: ${env.TOKEN_TTL_MINUTES}`);
  // HS256 needs a secret at least as long as its 256-bit output to be worth its name.
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must hold at least 32 characters');

  const corsOrigins = env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  const host = env.HOST || '127.0.0.1';
  const identityProviders = readIdentityProviderConfig(env);
  return {
    host,
    port,
    corsOrigins: corsOrigins?.length ? corsOrigins : DEFAULT_CORS_ORIGINS,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(API_PACKAGE_DIR, env.DATA_DIR || 'data') },
    ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
    tokenTtlMinutes,
    shellOrigin: originOf('SHELL_ORIGIN', env.SHELL_ORIGIN || DEFAULT_SHELL_ORIGIN),
    publicOrigin: env.PUBLIC_ORIGIN ? originOf('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN) : defaultPublicOrigin(host, port),
    humanitySiteKey: env.HUMANITY_SITE_KEY || DEFAULT_HUMANITY_SITE_KEY,
    identityProviders,
    walletMoves: readWalletMoveSettings(env),
    fees: {
      marketplaceFeesPercent: numberIn('MARKETPLACE_FEES_PERCENT', env.MARKETPLACE_FEES_PERCENT, DEFAULT_FEES.marketplaceFeesPercent, 100),
      minimumPrice: numberIn('MINIMUM_PRICE_USD', env.MINIMUM_PRICE_USD, DEFAULT_FEES.minimumPrice, Number.MAX_SAFE_INTEGER),
    },
    // Development is the same switch as the other local stand-ins: there, mail may wait for a server.
    mail: readMailSettings(env, { development: identityProviders.localStandIns }),
    accountClosing: readAccountClosingSettings(env, { development: identityProviders.localStandIns }),
    trustedProxies: readTrustedProxies(env.TRUSTED_PROXIES),
  };
}

/** The address the API listens on, as a browser reaches it; a wildcard address names no host, so it needs PUBLIC_ORIGIN. */
function defaultPublicOrigin(host: string, port: number): string {
  if (['0.0.0.0', '::', '[::]'].includes(host))
    throw new Error(`PUBLIC_ORIGIN must be set when HOST is ${host}: the links the API hands out need a host browsers reach`);
  return originOf('HOST', `http://${host.includes(':') ? `[${host}]` : host}:${port}`);
}

function originOf(name: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new Error(`${name} is not an http(s) origin: ${value}`);
  return new URL(value).origin;
}

function numberIn(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max) throw new Error(`${name} is not a number from 0 to ${max}: ${raw}`);
  return value;
}

/** Each entry an IP address or a CIDR range: a typo must stop the start, not silently trust nobody (or everybody). */
function readTrustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    if (!version || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits)))
      throw new Error(`TRUSTED_PROXIES holds something that is not an IP address or CIDR range: ${entry}`);
  }
  return entries;
}
