import type { TFunction } from 'i18next';
import { ApiError, CONFIRM_EMAIL_CHANGE_PARAM } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';

/** The query parameter of the link in a verification mail (`/?verify-email=KEY`, spec §7 `POST /api/keys/verify-email`). */
export const VERIFY_EMAIL_PARAM = 'verify-email';

/**
 * A link of a mail that carries a single-use key the shell posts back, on whatever page it opens. One
 * entry per kind of link: its query parameter, the call that spends the key, and what the toast says.
 */
export interface EmailKeyLink {
  param: string;
  /** Spends the key; resolves with the words of the success toast, rejects when the key does not work. */
  follow(api: MarketplaceApi, key: string, t: TFunction): Promise<string>;
  /** The words of the error toast for the call's rejection. */
  failure(error: unknown, t: TFunction): string;
}

export const EMAIL_KEY_LINKS: readonly EmailKeyLink[] = [
  {
    param: VERIFY_EMAIL_PARAM,
    follow: async (api, key, t) => {
      await api.emailKeys.verifyEmail(key);
      return t('emailVerification.verified');
    },
    failure: (_error, t) => t('emailVerification.failed'),
  },
  {
    // The link of the mail to a new address (`POST /api/keys/confirm-email-change`): the account takes it.
    param: CONFIRM_EMAIL_CHANGE_PARAM,
    follow: async (api, key, t) => {
      const { email } = await api.emailKeys.confirmEmailChange(key);
      return t('emailChange.changed', { email });
    },
    // 409: another account took the address between the request and the click; otherwise the link is spent or old.
    failure: (error, t) => t(error instanceof ApiError && error.status === 409 ? 'emailChange.taken' : 'emailChange.failed'),
  },
];
