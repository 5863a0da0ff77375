import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRuntimeConfig } from '@marketplace/contracts';
import { useSignOut } from '../../session/use-sign-out';
import styles from '../modal.module.css';
import { useSignInPath } from '../use-sign-in-path';
import { ModalActions, ModalFrame, PrimaryButton, SecondaryButton } from './modal-frame';

export interface ShellModalBodyProps {
  onClose: () => void;
}

/** Spec §4: shown while login startup runs, at least 1000 ms; it cannot be dismissed. */
export function LoginLoaderBody() {
  const { t } = useTranslation();
  return (
    <ModalFrame heading={t('session.loaderHeading')}>
      <div className={styles.loader} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{t('session.loaderBody')}</span>
      </div>
    </ModalFrame>
  );
}

/** `cause=auth` for a visitor: sign in or create an account, then come back here. */
export function LoginBody({ onClose }: ShellModalBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const go = (authPath: 'login' | 'signup') => {
    onClose();
    void navigate(signInPath(authPath));
  };
  return (
    <ModalFrame heading={t('session.loginHeading')} body={t('session.loginBody')}>
      <ModalActions>
        <SecondaryButton onClick={() => go('signup')}>{t('session.signUp')}</SecondaryButton>
        <PrimaryButton onClick={() => go('login')}>{t('session.signIn')}</PrimaryButton>
      </ModalActions>
    </ModalFrame>
  );
}

/** A modal whose way forward is signing in again, or closing it. */
function SignInAgainBody({ onClose, heading, body, detail, action }: ShellModalBodyProps & { heading: string; body: string; detail?: string; action: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  return (
    <ModalFrame heading={heading} body={body}>
      {detail && (
        <p className={styles.body} data-testid="login-failure">
          {detail}
        </p>
      )}
      <ModalActions>
        <SecondaryButton onClick={onClose}>{t('modal.close')}</SecondaryButton>
        <PrimaryButton
          onClick={() => {
            onClose();
            void navigate(signInPath());
          }}
        >
          {action}
        </PrimaryButton>
      </ModalActions>
    </ModalFrame>
  );
}

/** `cause=error`: the sign-in or its startup failed. */
export function LoginErrorBody({ onClose }: ShellModalBodyProps) {
  const { t } = useTranslation();
  // The loading page hands over why the sign-in failed (a message key of spec §8's texts), when it knows.
  const failure = (useLocation().state as { loginFailure?: unknown } | null)?.loginFailure;
  const detail = typeof failure === 'string' && failure.startsWith('walletErrors.') ? t(failure) : undefined;
  return (
    <SignInAgainBody onClose={onClose} heading={t('session.errorHeading')} body={t('session.errorBody')} detail={detail} action={t('session.tryAgain')} />
  );
}

/** Spec §4 idle: the user may stay, or sign out. */
export function IdleSessionBody({ onClose }: ShellModalBodyProps) {
  const { t } = useTranslation();
  const { sessionIdleMinutes } = useRuntimeConfig();
  const signOut = useSignOut();
  return (
    <ModalFrame heading={t('session.idleHeading')} body={t('session.idleBody', { minutes: sessionIdleMinutes })}>
      <ModalActions>
        <SecondaryButton
          onClick={() => {
            onClose();
            signOut();
          }}
        >
          {t('session.signOut')}
        </SecondaryButton>
        <PrimaryButton onClick={onClose}>{t('session.stay')}</PrimaryButton>
      </ModalActions>
    </ModalFrame>
  );
}

/** Spec §2 `cause=expired` and §4 expiry: the session is over; sign in again to go on. */
export function TokenExpiredBody({ onClose }: ShellModalBodyProps) {
  const { t } = useTranslation();
  return <SignInAgainBody onClose={onClose} heading={t('session.expiredHeading')} body={t('session.expiredBody')} action={t('session.signInAgain')} />;
}
