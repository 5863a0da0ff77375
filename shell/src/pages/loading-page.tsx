import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { walletErrorMessageKey, isSitePath } from '@marketplace/contracts/wire';
import { isLoggedIn, useLocalizedPath } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { useShellServices } from '../services/shell-services-context';
import { RemoteLoading } from '../remote/remote-loading';
import { showToast } from '../toasts/show-toast';
import { signInReturnAddress } from '../session/preferred-locale';

/** Codes already being exchanged: each is good once, and a remount must not spend it twice. */
const handledCodes = new Set<string>();

/**
 * `/loading`: where sign-in starts (`?auth=true&redirect=…`, off to the identity page) and where it
 * comes back (`?code=…&redirect=…`, exchanged, then login startup under the loader modal). A failed
 * start or startup leads to `/?cause=error` (spec §2), which opens the login-error modal.
 */
export function LoadingPage() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [search] = useSearchParams();
  const code = search.get('code');
  const startsSignIn = search.get('auth') === 'true';
  const rescue = search.has('rescue');

  // biome-ignore lint/correctness/useExhaustiveDependencies: one visit of /loading is one sign-in step, spent once; running again when the language's `t` or the services change would start a second sign-in.
  useEffect(() => {
    const wanted = search.get('redirect');
    const redirect = wanted && isSitePath(wanted) ? wanted : localized('/');
    // The login-error modal says why in the person's language: a spec §8 text rides along in the
    // history state (never the URL); anything else stays a generic failure.
    const failed = (error?: unknown) => {
      const reason = walletErrorMessageKey(error);
      void navigate(`${localized('/')}?cause=error`, { replace: true, state: reason === 'walletErrors.unknown' ? null : { loginFailure: reason } });
    };

    if (code) {
      if (handledCodes.has(code)) return;
      handledCodes.add(code);
      session.completeSignIn(code).then(({ user }) => void navigate(signInReturnAddress(redirect, user.preferredLocale), { replace: true }), failed);
    } else if (startsSignIn && (!isLoggedIn() || rescue)) {
      // A rescue sign-in replaces the session it starts from: only a session born on the rescue path gets the rescue key.
      if (rescue && isLoggedIn()) session.signOut();
      const authPath = search.get('authPath') === 'signup' ? 'signup' : 'login';
      session.beginSignIn({ authPath, redirect, rescue }).catch((error: unknown) => {
        showToast('error', t('session.startFailed'));
        failed(error);
      });
    } else {
      void navigate(redirect, { replace: true });
    }
  }, [code, startsSignIn]);

  return (
    <PageFrame owner="shell" heading={t(code ? 'session.loaderHeading' : 'session.redirecting')}>
      <RemoteLoading />
    </PageFrame>
  );
}
