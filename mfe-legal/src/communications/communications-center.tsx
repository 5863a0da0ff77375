import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { Link, useLocation } from 'react-router';
import { signInPath, useIsLoggedIn, useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles, cardStyles } from '@marketplace/contracts/ui';
import { CommunicationPreferencesForm } from './communication-preferences-form';
import { UnsubscribeOutcome } from './unsubscribe-outcome';
import { useUnsubscribeLink } from './use-unsubscribe-link';
import page from '../legal-kit/legal-page.module.css';

/**
 * The communications page's content: what an unsubscribe link did (signed in or not), then the
 * choices by category for a signed-in person, or for a visitor what the page is and how to sign in.
 */
export function CommunicationsCenter() {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const signedIn = useIsLoggedIn();
  const { state, category, undo } = useUnsubscribeLink();

  return (
    <div className={page.center}>
      <p className={page.lead}>{t('communicationsPage.lead')}</p>
      {state !== 'none' && <UnsubscribeOutcome state={state} category={category} onUndo={undo} />}
      {signedIn ? (
        <CommunicationPreferencesForm />
      ) : (
        <div className={`${cardStyles.snugOnPhone} ${page.panel}`}>
          <h2 className={cardStyles.heading}>{t('communicationsPage.signedOut.heading')}</h2>
          <p>{t('communicationsPage.signedOut.body')}</p>
          <div>
            {/* Back here without the key: the path alone, since the key was taken out of the address. */}
            <Link className={buttonStyles.primary} to={signInPath(localize, pathname)}>
              {t('communicationsPage.signedOut.signIn')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
