import type { MailKind, MailParams } from '../mail-kinds.js';

/** The shell origin the samples' links point at: render them with it as `siteOrigin`. */
export const SAMPLE_SITE_ORIGIN = 'https://shop.example';
const SITE = SAMPLE_SITE_ORIGIN;
const AT = '2026-03-05T14:30:00.000Z';

/**
 * One example of every kind of mail, with what its params would carry in real life: the tests render each in
 * every language, and `npm run mail:preview -w api` writes them out for a person to look at.
 */
export const SAMPLE_MAILS: { [K in MailKind]: { kind: K; params: MailParams[K] } } = {
  'confirm-sign-up': { kind: 'confirm-sign-up', params: { link: 'https://api.shop.example/idp/confirm?key=k1&request=r1' } },
  'sign-up-attempt': { kind: 'sign-up-attempt', params: { link: `${SITE}/auth/login` } },
  'verify-email': { kind: 'verify-email', params: { link: `${SITE}/?verify-email=k2` } },
  'confirm-email-change': { kind: 'confirm-email-change', params: { link: `${SITE}/?confirm-email-change=k5` } },
  'unsubscribe-communications': { kind: 'unsubscribe-communications', params: { link: `${SITE}/communications?unsubscribe=k3` } },
  'support-ticket-received': { kind: 'support-ticket-received', params: { link: `${SITE}/support?ticket=SR-7K2Q9`, receipt: 'SR-7K2Q9' } },
  'offer-received': { kind: 'offer-received', params: { link: `${SITE}/user-portal/offers`, collectible: 'Ember Drake #0042', price: '1234.5' } },
  'offer-accepted': { kind: 'offer-accepted', params: { link: `${SITE}/user-portal/activity`, collectible: 'Moonlit Koi', price: '75' } },
  'offer-declined': { kind: 'offer-declined', params: { link: `${SITE}/user-portal/offers?agent=BUYER`, collectible: 'Crystal Golem', price: '42' } },
  'offer-withdrawn': { kind: 'offer-withdrawn', params: { link: `${SITE}/user-portal/offers`, collectible: 'Ember Drake #0042', price: '980' } },
  'item-sold': { kind: 'item-sold', params: { link: `${SITE}/user-portal/activity`, collectible: 'Sky Lantern', price: '12.999' } },
  'purchase-settled': { kind: 'purchase-settled', params: { link: `${SITE}/user-portal/activity`, collectible: 'Iron Samurai', price: '310.25' } },
  'referral-reward': { kind: 'referral-reward', params: { link: `${SITE}/user-portal/referrals`, amount: '5' } },
  'favourite-price-drop': {
    kind: 'favourite-price-drop',
    params: { link: `${SITE}/user-portal/favourites`, collectible: 'Moonlit Koi', price: '8.5', previousPrice: '12' },
  },
  'new-device-sign-in': { kind: 'new-device-sign-in', params: { link: `${SITE}/support`, device: 'Firefox on Windows', at: AT } },
  'password-changed': { kind: 'password-changed', params: { link: `${SITE}/support`, at: AT } },
  'two-factor-enabled': { kind: 'two-factor-enabled', params: { link: `${SITE}/support`, at: AT } },
  'two-factor-disabled': { kind: 'two-factor-disabled', params: { link: `${SITE}/support`, at: AT } },
  'wallet-password-rescued': { kind: 'wallet-password-rescued', params: { link: `${SITE}/support`, at: AT } },
  'email-changed': { kind: 'email-changed', params: { link: `${SITE}/support`, at: AT, newEmailMasked: 'n…@example.org' } },
  'account-closing-scheduled': { kind: 'account-closing-scheduled', params: { link: `${SITE}/support`, at: AT } },
  'account-closing-cancelled': { kind: 'account-closing-cancelled', params: { link: `${SITE}/support`, at: AT } },
  'offers-digest': {
    kind: 'offers-digest',
    params: {
      mails: [
        { kind: 'offer-received', params: { link: `${SITE}/user-portal/offers`, collectible: 'Ember Drake #0042', price: '1234.5' } },
        { kind: 'offer-received', params: { link: `${SITE}/user-portal/offers`, collectible: 'Moonlit Koi', price: '60' } },
        { kind: 'offer-declined', params: { link: `${SITE}/user-portal/offers?agent=BUYER`, collectible: 'Crystal Golem', price: '42' } },
        { kind: 'item-sold', params: { link: `${SITE}/user-portal/activity`, collectible: 'Sky Lantern', price: '12.999' } },
        { kind: 'referral-reward', params: { link: `${SITE}/user-portal/referrals`, amount: '5' } },
      ],
    },
  },
};
