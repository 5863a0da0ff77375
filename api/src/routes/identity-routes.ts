import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  type AuthPath,
  emailSchema,
  identityPageQuerySchema,
  localizePath,
  passwordSignInFormSchema,
  providerSignInFormSchema,
  type SignInMethod,
  splitLocalePath,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { closeAccountIfDue } from '../account-closing/close-account.js';
import { redeemEmailKey } from '../email-keys/email-keys.js';
import {
  confirmSignUp,
  signInWithPassword,
  signInWithProvider,
  signUpWithPassword,
  type NewAccountDetails,
  type SignInOutcome,
} from '../users/user-accounts.js';
import { mailSignUpAttempt, mailSignUpConfirmation, resendSignUpMail } from '../idp/sign-up-mail.js';
import { renderIdentityPage, type IdentityPageState } from '../idp/identity-page.js';
import { localeOfAcceptLanguage, localeOfSignIn } from '../idp/identity-page-locale.js';
import type { IdentityPageWord } from '../idp/identity-page-words.js';
import { IDENTITY_PAGE_STYLE_HASH } from '../idp/identity-page-style.js';
import { createSignInLimits } from '../idp/sign-in-limits.js';
import { issueLoginCode } from '../idp/login-codes.js';
import { decodeSignInRequest, type SignInRequest } from '../idp/sign-in-request.js';
import { registerReauthenticationPages } from './reauthentication-page-routes.js';

const FAILURE_WORDS: Record<Extract<SignInOutcome, { ok: false }>['reason'], IdentityPageWord> = {
  'wrong-credentials': 'wrongCredentials',
  'password-account': 'passwordAccount',
};
/** 403 refuses a stand-in that would reach a password account; 401 the rest. */
const FAILURE_STATUS: Record<Extract<SignInOutcome, { ok: false }>['reason'], number> = { 'wrong-credentials': 401, 'password-account': 403 };

/** What a refused form says: the field that failed, in the person's words (a wrong sign-in password says only "wrong"). */
function formErrorWord(mode: AuthPath, field: PropertyKey | undefined): IdentityPageWord {
  if (field === 'email') return 'invalidEmail';
  if (field === 'password') return mode === 'login' ? 'wrongCredentials' : 'shortPassword';
  return 'invalidForm';
}

/** A new account takes its referrer and the language of the page the person signed up from (its redirect's prefix). */
function newAccountDetails(signIn: SignInRequest): NewAccountDetails {
  return { preferredLocale: splitLocalePath(signIn.redirect).locale, ...(signIn.referral ? { referral: signIn.referral } : {}) };
}

/**
 * The local identity provider: `GET /idp/authorize` shows the page; its forms post back here and
 * a success sends the browser to the shell's `/loading` with a one-time code (303, so the browser
 * follows with a GET and never re-posts the password).
 */
export const identityRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { db, tokens, shellOrigin, publicOrigin, identityProviders } = context;
  const standIns = identityProviders.localStandIns;
  const signInLimits = createSignInLimits(context.counters, 'sign-in');
  // "Resend" counts like a password guess (per address, per client), so the mailbox cannot be flooded from the page.
  const resendLimits = createSignInLimits(context.counters, 'sign-up-resend');

  // Registered here only, so the JSON API does not accept form bodies.
  await app.register(formbody, { bodyLimit: 16_384 });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    // form-action must allow the shell: browsers apply it to the redirect that follows a post.
    reply.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src ${IDENTITY_PAGE_STYLE_HASH}; form-action 'self' ${shellOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    );
    return payload;
  });

  function page(reply: FastifyReply, status: number, state: IdentityPageState) {
    return reply.code(status).type('text/html; charset=utf-8').send(renderIdentityPage(state));
  }

  function expiredPage(reply: FastifyReply, acceptLanguage: string | undefined) {
    const locale = localeOfAcceptLanguage(acceptLanguage);
    return page(reply, 400, { request: '', mode: 'login', rescue: false, standIns, locale, error: 'expiredRequest' });
  }

  /**
   * An account whose grace period is over is closed here, before any session is made, rather than when the
   * worker's next round comes: its closing is carried out and the sign-in refused as for an unknown account.
   */
  async function closedOnArrival(userId: string): Promise<boolean> {
    return closeAccountIfDue(db, { shellOrigin }, userId, context.accountClosing.clock());
  }

  async function completeSignIn(reply: FastifyReply, signIn: SignInRequest, userId: string, method: SignInMethod) {
    const code = await issueLoginCode(db, { userId, method, rescue: signIn.rescue });
    // Back to /loading in the language the person signed in from, which the redirect path carries.
    const target = new URL(localizePath('/loading', splitLocalePath(signIn.redirect).locale), shellOrigin);
    target.searchParams.set('code', code);
    target.searchParams.set('redirect', signIn.redirect);
    return reply.code(303).header('Location', target.toString()).send();
  }

  app.get('/idp/authorize', async (request, reply) => {
    const query = identityPageQuerySchema.safeParse(request.query);
    const signIn = query.success ? await decodeSignInRequest(tokens, query.data.request) : null;
    if (!query.success || !signIn) return expiredPage(reply, request.headers['accept-language']);
    return page(reply, 200, {
      request: query.data.request,
      mode: query.data.mode ?? signIn.authPath,
      rescue: signIn.rescue,
      standIns,
      locale: localeOfSignIn(signIn),
    });
  });

  app.post('/idp/authorize/password', async (request, reply) => {
    const raw = z.object({ request: z.string(), email: z.string().max(254).optional(), intent: z.string().optional() }).safeParse(request.body);
    const signIn = raw.success ? await decodeSignInRequest(tokens, raw.data.request) : null;
    if (!raw.success || !signIn) return expiredPage(reply, request.headers['accept-language']);

    const mode = raw.data.intent === 'signup' ? 'signup' : 'login';
    const retry = { request: raw.data.request, mode, rescue: signIn.rescue, standIns, locale: localeOfSignIn(signIn), email: raw.data.email ?? '' } as const;
    const form = passwordSignInFormSchema.safeParse(request.body);
    if (!form.success) return page(reply, 400, { ...retry, error: formErrorWord(mode, form.error.issues[0]?.path[0]) });

    const { email, password, intent } = form.data;
    if (intent === 'signup') {
      const outcome = await signUpWithPassword(db, { email, password, ...newAccountDetails(signIn) });
      // The mail goes through the outbox queue: the local inbox (npm start) or the configured SMTP server, never the console.
      if (outcome.kind === 'taken') await mailSignUpAttempt(db, { userId: outcome.userId, email, shellOrigin });
      else await mailSignUpConfirmation(db, { userId: outcome.userId, email, publicOrigin, request: raw.data.request });
      // The form is gone: the address, "Resend" and "Use another address" (the password is nowhere on the page).
      return page(reply, 200, { ...retry, email, sentTo: email });
    }
    const guess = await signInLimits.begin(email, request.ip);
    if (!guess.ok) {
      reply.header('Retry-After', String(guess.retryAfterSeconds));
      return page(reply, 429, { ...retry, email, error: 'tooManySignIns' });
    }
    const outcome = await signInWithPassword(db, { email, password });
    await guess.settle(outcome.ok);
    if (!outcome.ok) return page(reply, FAILURE_STATUS[outcome.reason], { ...retry, email, error: FAILURE_WORDS[outcome.reason] });
    if (await closedOnArrival(outcome.userId)) return page(reply, FAILURE_STATUS['wrong-credentials'], { ...retry, email, error: 'wrongCredentials' });
    return completeSignIn(reply, signIn, outcome.userId, 'password');
  });

  // "Resend" on the check-your-inbox page: the same answer whatever the address (new, taken or unknown), as the sign-up's.
  app.post('/idp/authorize/resend', async (request, reply) => {
    const raw = z.object({ request: z.string(), email: z.string().max(254) }).safeParse(request.body);
    const signIn = raw.success ? await decodeSignInRequest(tokens, raw.data.request) : null;
    if (!raw.success || !signIn) return expiredPage(reply, request.headers['accept-language']);
    const base = { request: raw.data.request, mode: 'signup', rescue: signIn.rescue, standIns, locale: localeOfSignIn(signIn) } as const;
    const email = emailSchema.safeParse(raw.data.email);
    if (!email.success) return page(reply, 400, { ...base, error: 'invalidEmail' });
    const sending = await resendLimits.begin(email.data, request.ip);
    if (!sending.ok) {
      reply.header('Retry-After', String(sending.retryAfterSeconds));
      return page(reply, 429, { ...base, sentTo: email.data, error: 'tooManyResends' });
    }
    await resendSignUpMail(db, { email: email.data, publicOrigin, shellOrigin, request: raw.data.request });
    return page(reply, 200, { ...base, sentTo: email.data, notice: 'resent' });
  });

  // The link of a sign-up's confirmation mail: the address is proven, so the sign-in the form began completes.
  app.get('/idp/confirm', async (request, reply) => {
    const query = z.object({ key: z.string().min(1).max(200), request: z.string().max(4096) }).safeParse(request.query);
    const signIn = query.success ? await decodeSignInRequest(tokens, query.data.request) : null;
    if (!query.success || !signIn) return expiredPage(reply, request.headers['accept-language']);
    const userId = await redeemEmailKey(db, query.data.key, 'CONFIRM_SIGN_UP');
    if (!userId)
      return page(reply, 400, {
        request: query.data.request,
        mode: 'signup',
        rescue: signIn.rescue,
        standIns,
        locale: localeOfSignIn(signIn),
        error: 'confirmationExpired',
      });
    await confirmSignUp(db, userId);
    return completeSignIn(reply, signIn, userId, 'password');
  });

  registerReauthenticationPages(app, context, expiredPage);

  app.post('/idp/authorize/provider', async (request, reply) => {
    const raw = z.object({ request: z.string(), email: z.string().max(254).optional() }).safeParse(request.body);
    const signIn = raw.success ? await decodeSignInRequest(tokens, raw.data.request) : null;
    if (!raw.success || !signIn) return expiredPage(reply, request.headers['accept-language']);

    const retry = {
      request: raw.data.request,
      mode: signIn.authPath,
      rescue: signIn.rescue,
      standIns,
      locale: localeOfSignIn(signIn),
      email: raw.data.email ?? '',
    };
    const form = providerSignInFormSchema.safeParse(request.body);
    if (!form.success) return page(reply, 400, { ...retry, error: formErrorWord(signIn.authPath, form.error.issues[0]?.path[0]) });
    const { email, provider } = form.data;
    if (!standIns)
      return page(reply, identityProviders[provider] ? 501 : 403, {
        ...retry,
        error: identityProviders[provider] ? 'providerNotImplemented' : 'standInsOff',
      });
    const outcome = await signInWithProvider(db, { email, provider, ...newAccountDetails(signIn) });
    if (!outcome.ok) return page(reply, FAILURE_STATUS[outcome.reason], { ...retry, email, error: FAILURE_WORDS[outcome.reason] });
    if (await closedOnArrival(outcome.userId)) return page(reply, FAILURE_STATUS['wrong-credentials'], { ...retry, email, error: 'wrongCredentials' });
    return completeSignIn(reply, signIn, outcome.userId, provider);
  });
};
