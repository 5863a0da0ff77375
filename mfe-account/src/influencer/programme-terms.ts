import { INFLUENCER_MIN_AUDIENCE } from '@marketplace/contracts/wire';

/**
 * The programme's terms as the page states them: partners earn this share of the marketplace fees on
 * the purchases of the people they bring, for this many months after each one joins, paid monthly in GEM.
 */
export const INFLUENCER_TERMS = {
  commissionPercentOfFees: 30,
  commissionMonths: 12,
  /** Business days within which the team answers an application. */
  answerWithinDays: 5,
  minimumAudience: INFLUENCER_MIN_AUDIENCE,
} as const;
