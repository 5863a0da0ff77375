import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { identityPageQuerySchema, providerSignInFormSchema, REAUTHENTICATION_PROOF_PARAMETER, splitLocalePath } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { users } from '../db/schema.js';
import type { StandInProvider } from '../idp/identity-page.js';
import { issueReauthenticationProof } from '../idp/reauthentication-proof.js';
import { renderReauthenticationPage, type ReauthenticationPageState } from '../idp/reauthentication-page.js';
import { decodeReauthenticationRequest, type ReauthenticationRequest } from '../idp/reauthentication-request.js';
import { confirmProviderIdentity } from '../users/provider-reauthentication.js';

const PROVIDERS: readonly StandInProvider[] = ['google', 'apple'];

/**
 * The identity page's "Confirm it's you" (`GET /idp/reauthenticate`) and its stand-in forms. Registered inside
 * the identity routes, so it answers with their headers (CSP, no-store, no framing) and reads their form bodies.
 * Success sends the browser back to the requested path with a proof for the session that asked; it never
 * signs anyone in and never changes an account.
 */
export function registerReauthenticationPages(
  app: FastifyInstance,
  { db, tokens, shellOrigin, identityProviders }: AppContext,
  expiredPage: (reply: FastifyReply, acceptLanguage: string | undefined) => FastifyReply,
): void {
  const standIns = identityProviders.localStandIns;

  async function pageState(encoded: string, asked: ReauthenticationRequest): Promise<ReauthenticationPageState | null> {
    const [account] = await db.select({ identityProviders: users.identityProviders }).from(users).where(eq(users.id, asked.userId));
    if (!account) return null;
    const providers = PROVIDERS.filter((provider) => account.identityProviders[provider]);
    return { request: encoded, providers, standIns, locale: splitLocalePath(asked.redirect).locale };
  }

  const page = (reply: FastifyReply, status: number, state: ReauthenticationPageState) =>
    reply.code(status).type('text/html; charset=utf-8').send(renderReauthenticationPage(state));

  app.get('/idp/reauthenticate', async (request, reply) => {
    const query = identityPageQuerySchema.safeParse(request.query);
    const asked = query.success ? await decodeReauthenticationRequest(tokens, query.data.request) : null;
    const state = query.success && asked ? await pageState(query.data.request, asked) : null;
    if (!state) return expiredPage(reply, request.headers['accept-language']);
    return page(reply, 200, state);
  });

  app.post('/idp/reauthenticate/provider', async (request, reply) => {
    const raw = z.object({ request: z.string().max(4096), email: z.string().max(254).optional() }).safeParse(request.body);
    const asked = raw.success ? await decodeReauthenticationRequest(tokens, raw.data.request) : null;
    const state = raw.success && asked ? await pageState(raw.data.request, asked) : null;
    if (!raw.success || !asked || !state) return expiredPage(reply, request.headers['accept-language']);

    const retry = { ...state, email: raw.data.email ?? '' };
    const form = providerSignInFormSchema.safeParse(request.body);
    if (!form.success) return page(reply, 400, { ...retry, error: form.error.issues[0]?.path[0] === 'email' ? 'invalidEmail' : 'invalidForm' });
    const { email, provider } = form.data;
    if (!standIns)
      return page(reply, identityProviders[provider] ? 501 : 403, { ...retry, error: identityProviders[provider] ? 'providerNotImplemented' : 'standInsOff' });
    const confirmed = await confirmProviderIdentity(db, { userId: asked.userId, email, provider });
    if (!confirmed.ok) return page(reply, 403, { ...retry, email, error: 'otherAccount' });

    const proof = await issueReauthenticationProof(tokens, { userId: asked.userId, deviceId: asked.deviceId, method: provider, authenticatedAt: Date.now() });
    const target = new URL(asked.redirect, shellOrigin);
    target.searchParams.set(REAUTHENTICATION_PROOF_PARAMETER, proof);
    return reply.code(303).header('Location', target.toString()).send();
  });
}
