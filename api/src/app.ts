import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { MarketplaceFees } from './commerce/marketplace-fees.js';
import type { AppContext } from './context/app-context.js';
import { createAuthentication, SESSION_STANDING_READS } from './auth/authenticate.js';
import { appReadCache } from './caching/app-read-cache.js';
import { createFailedAttempts } from './auth/failed-attempts.js';
import { counterStoreFor } from './limits/counter-store.js';
import { registerIdempotentWrites } from './idempotency/idempotent-writes.js';
import { requestLimitStore } from './limits/request-limit-store.js';
import { resolveSigningSecret } from './auth/signing-secret.js';
import { createTokenService } from './auth/token-service.js';
import type { Database } from './db/database.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/database-unavailable.js';
import { errorEnvelope } from './http/envelope.js';
import { recordRoutes } from './routes/registered-routes.js';
import { RequestValidationError } from './validation/parse-request.js';
import { firstMalformedField, MALFORMED_TEXT } from './validation/well-formed-text.js';
import { loggableError } from './logging/loggable-error.js';
import { loggableRequest } from './logging/loggable-request.js';
import { DEFAULT_FEES } from './commerce/fees.js';
import { DEFAULT_SETTLE_AFTER_MS, startSettlementWorker } from './commerce/settlement.js';
import { startRateTicker } from './rates/rate-ticker.js';
import { workerLeaseFor } from './workers/worker-lease.js';
import { STANDINS_OFF, type IdentityProviderConfig } from './idp/identity-provider-config.js';
import { identityRoutes } from './routes/identity-routes.js';
import { explorerRoutes } from './routes/explorer-routes.js';
import { humanityRoutes } from './routes/humanity-routes.js';
import { logRoutes } from './routes/log-routes.js';
import { maintenanceSwitchRoutes } from './routes/maintenance-switch-routes.js';
import { oauthRoutes } from './routes/oauth-routes.js';
import { reauthenticationRoutes } from './routes/reauthentication-routes.js';
import { sessionRoutes } from './routes/session-routes.js';
import { iconRoutes } from './routes/icon-routes.js';
import { wrappingSecretRoutes } from './routes/wrapping-secret-routes.js';
import { rescueKeyRoutes } from './routes/rescue-key-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { userSettingsRoutes } from './routes/user-settings-routes.js';
import { termsRoutes } from './routes/terms-routes.js';
import { vaultRoutes } from './routes/vault-routes.js';
import { walletRoutes } from './routes/wallet-routes.js';
import { merchantRoutes } from './routes/merchant-routes.js';
import { rateRoutes } from './routes/rate-routes.js';
import { statusRoutes } from './routes/status-routes.js';
import { collectibleRoutes } from './routes/collectible-routes.js';
import { collectibleImageRoutes } from './routes/collectible-image-routes.js';
import { storeRoutes } from './routes/store-routes.js';
import { marketRoutes } from './routes/market-routes.js';
import { marketStatsRoutes } from './routes/market-stats-routes.js';
import { craftRoutes } from './routes/craft-routes.js';
import { merchantArtRoutes } from './routes/merchant-art-routes.js';
import { searchRoutes } from './routes/search-routes.js';
import { showcaseRoutes } from './routes/showcase-routes.js';
import { playerRoutes } from './routes/player-routes.js';
import { mintRoutes } from './routes/mint-routes.js';
import { transactionRoutes } from './routes/transaction-routes.js';
import { offerRoutes } from './routes/offer-routes.js';
import { favouriteRoutes } from './routes/favourite-routes.js';
import { notificationRoutes } from './routes/notification-routes.js';
import { deviceRoutes } from './routes/device-routes.js';
import { twoFactorRoutes } from './routes/two-factor-routes.js';
import { TWO_FACTOR_ATTEMPTS } from './two-factor/two-factor-settings.js';
import { passwordRoutes } from './routes/password-routes.js';
import { PASSWORD_ATTEMPTS } from './passwords/user-password.js';
import { emailChangeRoutes } from './routes/email-change-routes.js';
import { emailKeyRoutes } from './routes/email-key-routes.js';
import { oneClickUnsubscribeRoutes } from './routes/one-click-unsubscribe-routes.js';
import { translationRoutes } from './routes/translation-routes.js';
import { referralRoutes } from './routes/referral-routes.js';
import { influencerApplicationRoutes } from './routes/influencer-application-routes.js';
import { kycRoutes } from './routes/kyc-routes.js';
import { supportTicketRoutes } from './routes/support-ticket-routes.js';
import { communicationPreferencesRoutes } from './routes/communication-preferences-routes.js';
import { personalExportRoutes } from './routes/personal-export-routes.js';
import { analyticsRoutes } from './routes/analytics-routes.js';
import { depositRoutes } from './routes/deposit-routes.js';
import { transferRoutes } from './routes/transfer-routes.js';
import { cartRoutes } from './routes/cart-routes.js';
import { DEFAULT_WALLET_MOVE_SETTINGS, type WalletMoveSettings } from './wallet-moves/wallet-move-settings.js';
import { startWalletMoveWorker } from './wallet-moves/wallet-move-confirmation.js';
import { startMailSender } from './mail/mail-sender.js';
import type { MailTransport } from './mail/mail-transport.js';
import { accountClosingRoutes } from './routes/account-closing-routes.js';
import { startAccountClosingWorker } from './account-closing/account-closing-worker.js';
import { type AccountClosingSettings, DEFAULT_ACCOUNT_CLOSING_SETTINGS, DEFAULT_CLOSING_ROUND_MS } from './account-closing/closing-settings.js';
import { DEFAULT_CORS_ORIGINS, DEFAULT_PUBLIC_ORIGIN, DEFAULT_SHELL_ORIGIN } from './defaults/default-origins.js';

export const DEFAULT_HUMANITY_SITE_KEY = 'marketplace-local';
export const DEFAULT_TOKEN_TTL_MINUTES = 60;
/** How often the GEM price takes one step of its random walk. */
export const DEFAULT_RATE_TICK_MS = 60_000;
/**
 * The longest the hot reads (merchants, rates, maintenance, collections, notification pages) keep an
 * answer. Writes through this server are seen at once, and another instance's on the same PostgreSQL
 * within milliseconds of its commit (`db/table-changes.ts`); this bounds what a lost notification could hide.
 */
export const DEFAULT_HOT_READ_TTL_MS = 1000;

export interface AppOptions {
  db: Database;
  corsOrigins?: string[];
  /** `false` silences the log (tests); a stream receives the JSON log lines instead of stdout. */
  logger?: false | { stream?: { write(line: string): void } };
  /** Signs the bearer tokens; unset: a secret generated once and kept in the database. */
  jwtSecret?: string;
  tokenTtlMinutes?: number;
  shellOrigin?: string;
  publicOrigin?: string;
  humanitySiteKey?: string;
  fees?: MarketplaceFees;
  /** Off by default: the Google / Apple stand-ins exist for development and tests only. */
  identityProviders?: IdentityProviderConfig;
  /** Milliseconds between steps of the moving GEM price; null keeps it still (tests). */
  rateTickMs?: number | null;
  /** Ms a paid purchase stays pending before the settlement worker completes it; null: no worker (tests settle by hand). */
  settleAfterMs?: number | null;
  /** See `DEFAULT_HOT_READ_TTL_MS`; 0 keeps nothing. */
  hotReadTtlMs?: number;
  /** The send's network fee, the deposit stand-in's cap and the simulated confirmation delays. */
  walletMoves?: WalletMoveSettings;
  /** Ms between rounds of the worker that confirms deposits and sends; null: no worker (tests confirm by hand). */
  walletMoveRoundMs?: number | null;
  /**
   * The load balancers' addresses (IPs or CIDR ranges): only a request arriving from one of them may name
   * the client's address in `X-Forwarded-For`; from anyone else the header is ignored. Empty: none trusted.
   */
  trustedProxies?: string[];
  /** The SMTP server the outbox is sent to, and the sender's pace; null: no sender, the queue keeps every mail (tests, development without SMTP_URL). */
  mail?: MailSending | null;
  /** The grace period of an account closing (`ACCOUNT_CLOSING_GRACE_MS`). */
  accountClosing?: AccountClosingSettings;
  /** Ms between rounds of the worker that closes accounts whose grace period is over; null: no worker (tests close by hand). */
  accountClosingRoundMs?: number | null;
  /** The time closings are asked, cancelled and carried out at; tests pass a clock they move. */
  clock?: () => Date;
}

export interface MailSending {
  transport: MailTransport;
  /** `MAIL_FROM`; null: `DEFAULT_MAIL_FROM` (`mail/mail-sender.ts`). */
  from: string | null;
  everyMs: number;
  digestWindowMs: number;
  /** Values no recorded error may show (the SMTP password). */
  secrets: string[];
}

/** How often the simulated chain looks for deposits and sends whose confirmation time has come. */
export const DEFAULT_WALLET_MOVE_ROUND_MS = 500;

/** Credentials must never reach a log line, whatever a serializer chooses to include. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-humanity-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-humanity-token"]',
  ...['password', 'currentPassword', 'newPassword', 'code', 'key', 'token', 'value'].flatMap((field) => [`req.body.${field}`, `body.${field}`]),
];

export async function buildApp({
  db,
  corsOrigins = DEFAULT_CORS_ORIGINS,
  logger = {},
  jwtSecret,
  tokenTtlMinutes = DEFAULT_TOKEN_TTL_MINUTES,
  shellOrigin = DEFAULT_SHELL_ORIGIN,
  publicOrigin = DEFAULT_PUBLIC_ORIGIN,
  humanitySiteKey = DEFAULT_HUMANITY_SITE_KEY,
  fees = DEFAULT_FEES,
  identityProviders = STANDINS_OFF,
  rateTickMs = DEFAULT_RATE_TICK_MS,
  settleAfterMs = DEFAULT_SETTLE_AFTER_MS,
  hotReadTtlMs = DEFAULT_HOT_READ_TTL_MS,
  walletMoves = DEFAULT_WALLET_MOVE_SETTINGS,
  walletMoveRoundMs = DEFAULT_WALLET_MOVE_ROUND_MS,
  mail = null,
  accountClosing = DEFAULT_ACCOUNT_CLOSING_SETTINGS,
  accountClosingRoundMs = DEFAULT_CLOSING_ROUND_MS,
  clock = () => new Date(),
  trustedProxies = [],
}: AppOptions): Promise<FastifyInstance> {
  const counters = counterStoreFor(db);
  const app = Fastify({
    // `request.ip` (every per-address limit) is the client's, even behind the balancer, and cannot be forged past it.
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    // A path Fastify cannot even decode (`%ED%A0%80`) is answered in the API's envelope, naming the part.
    frameworkErrors: (error, _request, reply) => {
      const status = clientErrorStatusOf(error) ?? 400;
      void (reply as FastifyReply).code(status).send(errorEnvelope(status, `url: ${error.message}`));
    },
    logger:
      logger === false
        ? false
        : { level: 'info', redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' }, serializers: { err: loggableError, req: loggableRequest }, ...logger },
  });

  recordRoutes(app);
  // No answer of the API is to be read as anything but the type it declares.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });
  await app.register(cors, {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // Idempotency-Key: a send names its key, so a retry of the same transfer never debits twice.
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Humanity-Token', 'Idempotency-Key'],
    // The session cookie of `/oauth/token` and `/oauth/session` crosses from the shell's origin.
    credentials: true,
  });
  await app.register(cookie);
  // Per-client request limits, for the routes that opt in (`config.rateLimit`), such as the anonymous error log.
  await app.register(rateLimit, { global: false, store: requestLimitStore(counters) });

  app.setErrorHandler((error, request, reply) => {
    const status = clientErrorStatusOf(error);
    if (status === undefined && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send(errorEnvelope(503, 'Database unavailable, try again shortly'));
    }
    if (status === undefined) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorEnvelope(500));
    }
    // Client errors (bad JSON, validation) describe the request, so their message may be shown; the headers one names
    // (a `Retry-After`) go with it, as Fastify's own error handler sends them.
    const { headers } = error as { headers?: Record<string, string> };
    if (headers) reply.headers(headers);
    return reply.code(status).send(errorEnvelope(status, (error as Error).message));
  });

  // One check for every route: text the database cannot store is the client's error, named by its field.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = firstMalformedField(value, part);
      if (field) throw new RequestValidationError(`${field}: ${MALFORMED_TEXT}`);
    }
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorEnvelope(404, 'Not Found')));

  const tokens = createTokenService(await resolveSigningSecret(db, jwtSecret), tokenTtlMinutes);
  const context: AppContext = {
    db,
    tokens,
    auth: createAuthentication(db, tokens, appReadCache(app, db, { ...SESSION_STANDING_READS, ttlMs: hotReadTtlMs })),
    shellOrigin,
    publicOrigin,
    humanitySiteKey,
    fees,
    identityProviders,
    counters,
    idempotentWrite: registerIdempotentWrites(app, db),
    twoFactorAttempts: createFailedAttempts(counters, TWO_FACTOR_ATTEMPTS),
    passwordAttempts: createFailedAttempts(counters, PASSWORD_ATTEMPTS),
    hotReadTtlMs,
    walletMoves,
    accountClosing: { ...accountClosing, clock },
  };
  app.decorateRequest('sessionUser', null);

  await app.register(statusRoutes, context);
  await app.register(merchantRoutes, context);
  await app.register(rateRoutes, context);
  await app.register(oauthRoutes, context);
  await app.register(reauthenticationRoutes, context);
  await app.register(sessionRoutes, context);
  await app.register(iconRoutes, context);
  await app.register(wrappingSecretRoutes, context);
  await app.register(identityRoutes, context);
  await app.register(userRoutes, context);
  await app.register(userSettingsRoutes, context);
  await app.register(termsRoutes, context);
  await app.register(logRoutes, context);
  await app.register(vaultRoutes, context);
  await app.register(rescueKeyRoutes, context);
  await app.register(walletRoutes, context);
  await app.register(humanityRoutes, context);
  await app.register(explorerRoutes, context);
  await app.register(maintenanceSwitchRoutes, context);
  await app.register(collectibleRoutes, context);
  await app.register(collectibleImageRoutes, context);
  await app.register(storeRoutes, context);
  await app.register(marketRoutes, context);
  await app.register(marketStatsRoutes, context);
  await app.register(craftRoutes, context);
  await app.register(merchantArtRoutes, context);
  await app.register(showcaseRoutes, context);
  await app.register(searchRoutes, context);
  await app.register(playerRoutes, context);
  await app.register(mintRoutes, context);
  await app.register(transactionRoutes, context);
  await app.register(offerRoutes, context);
  await app.register(notificationRoutes, context);
  await app.register(favouriteRoutes, context);
  await app.register(deviceRoutes, context);
  await app.register(twoFactorRoutes, context);
  await app.register(passwordRoutes, context);
  await app.register(emailKeyRoutes, context);
  await app.register(emailChangeRoutes, context);
  await app.register(oneClickUnsubscribeRoutes, context);
  await app.register(translationRoutes, context);
  await app.register(referralRoutes, context);
  await app.register(influencerApplicationRoutes, context);
  await app.register(kycRoutes, context);
  await app.register(supportTicketRoutes, context);
  await app.register(communicationPreferencesRoutes, context);
  await app.register(personalExportRoutes, context);
  await app.register(analyticsRoutes, context);
  await app.register(depositRoutes, context);
  await app.register(transferRoutes, context);
  await app.register(cartRoutes, context);
  await app.register(accountClosingRoutes, context);

  if (settleAfterMs !== null) {
    const lease = workerLeaseFor(db, 'settlement');
    const settlement = startSettlementWorker({ db, settleAfterMs, log: app.log, shellOrigin, lease });
    app.addHook('onClose', async () => {
      await settlement.stop();
      await lease.release();
    });
  }

  if (walletMoveRoundMs !== null) {
    const confirmations = startWalletMoveWorker({ db, delays: walletMoves, everyMs: walletMoveRoundMs, log: app.log });
    app.addHook('onClose', () => confirmations.stop());
  }

  if (accountClosingRoundMs !== null) {
    const closings = startAccountClosingWorker({ db, links: { shellOrigin }, everyMs: accountClosingRoundMs, log: app.log, clock });
    app.addHook('onClose', () => closings.stop());
  }

  if (mail !== null) {
    // The templates (React and React Email) load only where mail is sent: most test apps send none.
    const { renderMail } = await import('./mail/templates/render-mail.js');
    const sender = startMailSender({ db, render: renderMail, shellOrigin, publicOrigin, log: app.log, ...mail });
    app.addHook('onClose', () => sender.stop());
  }

  if (rateTickMs !== null) {
    const lease = workerLeaseFor(db, 'rate-ticker');
    const ticker = startRateTicker({ db, intervalMs: rateTickMs, lease, onError: (error) => app.log.warn({ err: error }, 'rate tick failed') });
    app.addHook('onClose', async () => {
      await ticker.stop();
      await lease.release();
    });
  }

  return app;
}

function clientErrorStatusOf(error: unknown): number | undefined {
  const status = error instanceof Error ? (error as FastifyError).statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}
