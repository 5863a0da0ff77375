import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { KIT_NAMESPACE } from '@marketplace/contracts/wire';
import type { ModalBodyProps } from '../../modal-queue/modal-registry';
import { SignInAgainBody } from '../sign-in-again-body';

/** `cause=error`: the sign-in or its startup failed. */
export function LoginErrorBody({ onClose }: ModalBodyProps<'login-error'>) {
  const { t } = useTranslation();
  // The loading page hands over why the sign-in failed (a message key of spec §8's texts, the kit's words), when it knows.
  const failure = (useLocation().state as { loginFailure?: unknown } | null)?.loginFailure;
  const detail = typeof failure === 'string' && failure.startsWith('walletErrors.') ? t(failure, { ns: KIT_NAMESPACE }) : undefined;
  return <SignInAgainBody onClose={onClose} heading={t('session.errorHeading')} body={t('session.errorBody')} detail={detail} action={t('session.tryAgain')} />;
}
