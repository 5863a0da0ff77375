import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  identityPageQuerySchema,
  localizePath,
  passwordSignInFormSchema,
  providerSignInFormSchema,
  type SignInMethod,
  splitLocalePath,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../app-context.js';
import { redeemEmailKey } from '../email-keys/email-keys.js';
import {
  confirmSignUp,
  signInWithPassword,
  signInWithProvider,
  signUpWithPassword,
  type NewAccountDetails,
  type SignInOutcome,
} from '../users/user-accounts.js';
import { mailSignUpAttempt, mailSignUpConfirmation } from './sign-up-mail.js';
import { renderIdentityPage, type IdentityPageState } from './identity-page.js';
import { createSignInLimits, TOO_MANY_SIGN_INS } from './sign-in-limits.js';
import { issueLoginCode } from './login-codes.js';
import { decodeSignInRequest, type SignInRequest } from './sign-in-request.js';

const FAILURE_MESSAGES: Record<Extract<SignInOutcome, { ok: false }>['reason'], string> = {
  'wrong-credentials': 'Wrong e-mail or password.',
  'password-account': 'This account signs in with its password. Use the password form above.',
};
const STANDINS_OFF_MESSAGE = 'Google and Apple sign-in are not available here. Use your e-mail and password.';
const PROVIDER_NOT_IMPLEMENTED = 'This provider is configured, but the reference API does not implement its sign-in.';
/** 403 refuses a stand-in that would reach a password account; 409 a sign-up of a taken e-mail; 401 the rest. */
const FAILURE_STATUS: Record<Extract<SignInOutcome, { ok: false }>['reason'], number> = { 'wrong-credentials': 401, 'password-account': 403 };
/** The one answer to every sign-up, new address or taken: what happened goes to the mailbox. */
const CHECK_YOUR_INBOX = 'Check your inbox: we sent a message to this address. Follow its link within 30 minutes to finish.';
const CONFIRMATION_EXPIRED = 'This confirmation link has expired or was used already. Sign up again to get a new one.';
const EXPIRED_REQUEST_MESSAGE = 'This sign-in link has expired. Go back to Marketplace and start again.';

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
  const signInLimits = createSignInLimits();

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
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${shellOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    );
    return payload;
  });

  function page(reply: FastifyReply, status: number, state: IdentityPageState) {
    return reply.code(status).type('text/html; charset=utf-8').send(renderIdentityPage(state));
  }

  function expiredPage(reply: FastifyReply) {
    return reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(renderIdentityPage({ request: '', mode: 'login', rescue: false, standIns, error: EXPIRED_REQUEST_MESSAGE }));
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
    if (!query.success || !signIn) return expiredPage(reply);
    return page(reply, 200, { request: query.data.request, mode: query.data.mode ?? signIn.authPath, rescue: signIn.rescue, standIns });
  });

  app.post('/idp/authorize/password', async (request, reply) => {
    const raw = z.object({ request: z.string(), email: z.string().max(254).optional(), intent: z.string().optional() }).safeParse(request.body);
    const signIn = raw.success ? await decodeSignInRequest(tokens, raw.data.request) : null;
    if (!raw.success || !signIn) return expiredPage(reply);

    const mode = raw.data.intent === 'signup' ? 'signup' : 'login';
    const retry = { request: raw.data.request, mode, rescue: signIn.rescue, standIns, email: raw.data.email ?? '' } as const;
    const form = passwordSignInFormSchema.safeParse(request.body);
    if (!form.success) {
      const [issue] = form.error.issues;
      const message =
        mode === 'login' && issue?.path[0] === 'password' ? FAILURE_MESSAGES['wrong-credentials'] : `${issue?.path.join('.') || 'form'}: ${issue?.message}`;
      return page(reply, 400, { ...retry, error: message });
    }

    const { email, password, intent } = form.data;
    if (intent === 'signup') {
      const outcome = await signUpWithPassword(db, { email, password, ...newAccountDetails(signIn) });
      const mail =
        outcome.kind === 'taken'
          ? await mailSignUpAttempt(db, { userId: outcome.userId, email, shellOrigin })
          : await mailSignUpConfirmation(db, { userId: outcome.userId, email, publicOrigin, request: raw.data.request });
      // Offline development has no mailbox: the API's console stands in for it (never in a production configuration).
      if (standIns) console.log(`[local mail] ${mail.template} to ${email}: ${mail.link}`);
      return page(reply, 200, { ...retry, email, notice: CHECK_YOUR_INBOX });
    }
    const guess = signInLimits.begin(email, request.ip);
    if (!guess.ok) {
      reply.header('Retry-After', String(guess.retryAfterSeconds));
      return page(reply, 429, { ...retry, email, error: TOO_MANY_SIGN_INS });
    }
    const outcome = await signInWithPassword(db, { email, password });
    guess.settle(outcome.ok);
    if (!outcome.ok) return page(reply, FAILURE_STATUS[outcome.reason], { ...retry, email, error: FAILURE_MESSAGES[outcome.reason] });
    return completeSignIn(reply, signIn, outcome.userId, 'password');
  });

  // The link of a sign-up's confirmation mail: the address is proven, so the sign-in the form began completes.
  app.get('/idp/confirm', async (request, reply) => {
    const query = z.object({ key: z.string().min(1).max(200), request: z.string().max(4096) }).safeParse(request.query);
    const signIn = query.success ? await decodeSignInRequest(tokens, query.data.request) : null;
    if (!query.success || !signIn) return expiredPage(reply);
    const userId = await redeemEmailKey(db, query.data.key, 'CONFIRM_SIGN_UP');
    if (!userId) return page(reply, 400, { request: query.data.request, mode: 'signup', rescue: signIn.rescue, standIns, error: CONFIRMATION_EXPIRED });
    await confirmSignUp(db, userId);
    return completeSignIn(reply, signIn, userId, 'password');
  });

  app.post('/idp/authorize/provider', async (request, reply) => {
    const raw = z.object({ request: z.string(), email: z.string().max(254).optional() }).safeParse(request.body);
    const signIn = raw.success ? await decodeSignInRequest(tokens, raw.data.request) : null;
    if (!raw.success || !signIn) return expiredPage(reply);

    const retry = { request: raw.data.request, mode: signIn.authPath, rescue: signIn.rescue, standIns, email: raw.data.email ?? '' };
    const form = providerSignInFormSchema.safeParse(request.body);
    if (!form.success) {
      const [issue] = form.error.issues;
      return page(reply, 400, { ...retry, error: `${issue?.path.join('.') || 'form'}: ${issue?.message}` });
    }
    const { email, provider } = form.data;
    if (!standIns)
      return page(reply, identityProviders[provider] ? 501 : 403, {
        ...retry,
        error: identityProviders[provider] ? PROVIDER_NOT_IMPLEMENTED : STANDINS_OFF_MESSAGE,
      });
    const outcome = await signInWithProvider(db, { email, provider, ...newAccountDetails(signIn) });
    if (!outcome.ok) return page(reply, FAILURE_STATUS[outcome.reason], { ...retry, email, error: FAILURE_MESSAGES[outcome.reason] });
    return completeSignIn(reply, signIn, outcome.userId, provider);
  });
};
