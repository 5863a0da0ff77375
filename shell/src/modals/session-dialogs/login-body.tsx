import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ModalBodyProps } from '../../modal-queue/modal-registry';
import { useSignInPath } from '../../session-ui/use-sign-in-path';
import { ModalActions, ModalFrame, PrimaryButton, SecondaryButton } from '../modal-frame';

/** `cause=auth` for a visitor: sign in or create an account, then come back here. */
export function LoginBody({ onClose }: ModalBodyProps<'login'>) {
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
