import * as z from 'zod/mini';
import { emailSchema } from './auth-schemas';
import { isoTimeSchema } from './commerce-field-schemas';

export const INFLUENCER_NAME_MAX_LENGTH = 100;
export const INFLUENCER_MESSAGE_MIN_LENGTH = 20;
export const INFLUENCER_MESSAGE_MAX_LENGTH = 2000;
/** The smallest audience the programme takes; below it the form says so before sending. */
export const INFLUENCER_MIN_AUDIENCE = 1000;
export const INFLUENCER_MAX_AUDIENCE = 1_000_000_000;

/** Only web addresses a reviewer can open: http(s), no credentials in them. */
const channelUrlSchema = z.url({ protocol: /^https?$/, error: 'An http(s) address' }).check(
  z.maxLength(500),
  z.refine((value) => !/^[a-z]+:\/\/[^/]*@/i.test(value), 'An http(s) address'),
);

/**
 * Extension of spec §7: `POST /api/influencer-applications` body. The client validates the form with
 * this very schema, so what it accepts is what the API accepts. Form values arrive as text, so the
 * audience size is coerced.
 */
export const influencerApplicationRequestSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(INFLUENCER_NAME_MAX_LENGTH)),
  email: emailSchema,
  channelUrl: channelUrlSchema,
  audienceSize: z.coerce.number().check(z.int(), z.gte(INFLUENCER_MIN_AUDIENCE), z.lte(INFLUENCER_MAX_AUDIENCE)),
  message: z.string().check(z.trim(), z.minLength(INFLUENCER_MESSAGE_MIN_LENGTH), z.maxLength(INFLUENCER_MESSAGE_MAX_LENGTH)),
});
export type InfluencerApplicationRequest = z.input<typeof influencerApplicationRequestSchema>;
export type InfluencerApplicationFields = keyof InfluencerApplicationRequest;

/** RECEIVED on arrival; the team moves it to IN_REVIEW, then ACCEPTED or DECLINED. */
export const INFLUENCER_APPLICATION_STATUSES = ['RECEIVED', 'IN_REVIEW', 'ACCEPTED', 'DECLINED'] as const;
export type InfluencerApplicationStatus = (typeof INFLUENCER_APPLICATION_STATUSES)[number];

/** An application as its applicant sees it (answer of the POST, and of `GET /api/users/self/influencer-application`). */
export const influencerApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(INFLUENCER_APPLICATION_STATUSES),
  channelUrl: z.string(),
  createdTime: isoTimeSchema,
});
export type InfluencerApplication = z.infer<typeof influencerApplicationSchema>;
