import { NOTIFICATION_TRANSLATION_IDS } from '../../wire/entities/notification';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('leads an answer to an offer the person made to the offers they made, not the ones they received', () => {
    expect(notificationTarget({ translationId: NOTIFICATION_TRANSLATION_IDS.offerAccepted })).toBe('/user-portal/offers?agent=BUYER');
    expect(notificationTarget({ translationId: NOTIFICATION_TRANSLATION_IDS.offerDeclined })).toBe('/user-portal/offers?agent=BUYER');
  });

  it('leads a withdrawn offer to the offers received and a referral reward to the referrals page', () => {
    expect(notificationTarget({ translationId: NOTIFICATION_TRANSLATION_IDS.offerWithdrawn })).toBe('/user-portal/offers');
    expect(notificationTarget({ translationId: NOTIFICATION_TRANSLATION_IDS.referralReward })).toBe('/user-portal/referrals');
  });

  it('leads nowhere for a notification that only tells something', () => {
    expect(notificationTarget({ translationId: NOTIFICATION_TRANSLATION_IDS.welcome })).toBeNull();
  });
});
