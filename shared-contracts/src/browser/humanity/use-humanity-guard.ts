import { useMemo } from 'react';
import type { HumanityGuard } from '@marketplace/contracts/http';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { useMarketplaceApi } from '../state/marketplace-api-context';
import { createHumanityTokens } from './humanity-tokens';
import { withHumanityToken } from './with-humanity-token';

/**
 * A guard that gets a humanity token for the named action (spec §5) from the provider the runtime config
 * names (`captcha`), for a mutation of '@marketplace/contracts/http' to call through. Nothing is loaded
 * until the first guarded call; the token is shared with every remote through local storage (reCaptchaToken).
 */
export function useHumanityGuard(action: string): HumanityGuard {
  const { captcha } = useRuntimeConfig();
  const api = useMarketplaceApi();
  return useMemo(() => {
    const tokens = createHumanityTokens({
      scriptUrl: captcha.scriptUrl,
      siteKey: captcha.siteKey,
      logError: (event, error) => api.log.error(event, error),
    });
    return (call) => withHumanityToken(tokens, action, call);
  }, [captcha.scriptUrl, captcha.siteKey, api, action]);
}
