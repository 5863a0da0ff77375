import { BEARER_SERVICES, type ApiBaseUrls, type ApiService } from './api-service';

/**
 * Whether a request to `target` for `service` may carry the bearer token.
 * The service name alone is not enough: the final URL's origin must be that service's configured
 * origin, so a crafted path cannot carry the token elsewhere. And because the explorer may share an
 * origin with the main API (the reference API serves both), anything under the explorer base is refused too.
 */
export function mayCarryBearer(service: ApiService | null, target: URL, baseUrls: ApiBaseUrls): boolean {
  if (service === null || !BEARER_SERVICES.includes(service)) return false;
  if (target.origin !== new URL(baseUrls[service]).origin) return false;
  return !isUnder(target, new URL(baseUrls.explorer));
}

function isUnder(target: URL, base: URL): boolean {
  if (target.origin !== base.origin) return false;
  const basePath = base.pathname.replace(/\/+$/, '');
  return basePath === '' ? true : target.pathname === basePath || target.pathname.startsWith(`${basePath}/`);
}
