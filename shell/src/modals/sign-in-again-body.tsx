import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignInPath } from '../session-ui/use-sign-in-path';
import { ModalActions, ModalFrame, PrimaryButton, SecondaryButton } from './modal-frame';
import styles from './modal.module.css';

/** A modal whose way forward is signing in again, or closing it. */
export function SignInAgainBody({
  onClose,
  heading,
  body,
  detail,
  action,
}: {
  onClose: () => void;
  heading: string;
  body: string;
  detail?: string;
  action: string;
}) {
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
