import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../modal-queue/modal-registry';
import { SignInAgainBody } from '../sign-in-again-body';

/** Spec §2 `cause=expired` and §4 expiry: the session is over; sign in again to go on. */
export function TokenExpiredBody({ onClose }: ModalBodyProps<'token-expired'>) {
  const { t } = useTranslation();
  return <SignInAgainBody onClose={onClose} heading={t('session.expiredHeading')} body={t('session.expiredBody')} action={t('session.signInAgain')} />;
}
