import { useTranslation } from 'react-i18next';
import { registerModal, type ModalBodyProps } from '../../modal-queue/modal-registry';
import { SignInAgainBody } from '../sign-in-again-body';

/** Spec §2 `cause=expired` and §4 expiry: the session is over; sign in again to go on. */
function TokenExpiredBody({ onClose }: ModalBodyProps<'token-expired'>) {
  const { t } = useTranslation();
  return <SignInAgainBody onClose={onClose} heading={t('session.expiredHeading')} body={t('session.expiredBody')} action={t('session.signInAgain')} />;
}

export const tokenExpiredModal = registerModal({
  kind: 'token-expired',
  headingKey: () => 'session.expiredHeading',
  dismissible: () => true,
  Body: TokenExpiredBody,
});
