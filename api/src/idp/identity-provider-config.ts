/**
 * Which Google / Apple sign-ins the identity page offers.
 *
 * `localStandIns` are the offline stand-ins: they vouch for any e-mail typed, so they exist for
 * development and tests only — off unless the API runs with `IDP_LOCAL_STANDINS=on` — and never reach
 * an account that has a password identity.
 *
 * A deployment names real OpenID Connect providers instead. This is the seam, not an implementation:
 * the reference API validates the settings and would, at `POST /idp/authorize/provider`, redirect to the
 * issuer's authorization endpoint with `client_id` and `redirect_uri`, then verify the ID token the
 * issuer returns (signature against its JWKS, `iss`, `aud` = client id, `nonce`) before issuing a login
 * code. A re-authentication (`/idp/reauthenticate`, closing a password-less account) must also send
 * `prompt=login` and `max_age=0` and refuse an ID token whose `auth_time` predates the request, so a provider
 * session left open in the browser does not confirm by itself. Until that is written, a configured provider
 * is refused with 501, never signed in by e-mail.
 */
export interface IdentityProviderConfig {
  localStandIns: boolean;
  google?: OidcProviderSettings;
  apple?: OidcProviderSettings;
}

export interface OidcProviderSettings {
  /** The issuer URL whose discovery document names the endpoints and keys. */
  issuer: string;
  clientId: string;
  /** Where the issuer sends the browser back: this API's callback, registered with the provider. */
  redirectUri: string;
}

export const STANDINS_OFF: IdentityProviderConfig = { localStandIns: false };

/** Reads `IDP_LOCAL_STANDINS` and `{GOOGLE,APPLE}_OIDC_{ISSUER,CLIENT_ID,REDIRECT_URI}`; a half-configured provider is an error. */
export function readIdentityProviderConfig(env: NodeJS.ProcessEnv): IdentityProviderConfig {
  const switchValue = env.IDP_LOCAL_STANDINS ?? 'off';
  if (!['on', 'off'].includes(switchValue)) throw new Error(`IDP_LOCAL_STANDINS must be "on" or "off": ${switchValue}`);
  const google = oidcSettings(env, 'GOOGLE');
  const apple = oidcSettings(env, 'APPLE');
  return { localStandIns: switchValue === 'on', ...(google ? { google } : {}), ...(apple ? { apple } : {}) };
}

function oidcSettings(env: NodeJS.ProcessEnv, prefix: 'GOOGLE' | 'APPLE'): OidcProviderSettings | undefined {
  const names = ['ISSUER', 'CLIENT_ID', 'REDIRECT_URI'].map((name) => `${prefix}_OIDC_${name}`);
  const values = names.map((name) => env[name]?.trim() ?? '');
  if (values.every((value) => !value)) return undefined;
  const missing = names.filter((_, index) => !values[index]);
  if (missing.length > 0) throw new Error(`${prefix} sign-in is half configured: set ${missing.join(', ')} too`);
  const [issuer = '', clientId = '', redirectUri = ''] = values;
  for (const [name, url] of [
    [names[0], issuer],
    [names[2], redirectUri],
  ] as const) {
    if (!URL.canParse(url) || new URL(url).protocol !== 'https:') throw new Error(`${name} must be an https URL: ${url}`);
  }
  return { issuer, clientId, redirectUri };
}
