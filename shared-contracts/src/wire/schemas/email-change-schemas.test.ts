import { EMAIL_CHANGE_REFUSALS, emailChangeRefusalOf, emailChangeRequestSchema } from './email-change-schemas';

describe('the address change request', () => {
  it('takes the new address lower-cased, the password, and an optional six-digit code', () => {
    expect(emailChangeRequestSchema.parse({ newEmail: 'Ana@Market.TEST', currentPassword: 'pw' })).toEqual({
      newEmail: 'ana@market.test',
      currentPassword: 'pw',
    });
    expect(emailChangeRequestSchema.safeParse({ newEmail: 'ana@market.test', currentPassword: 'pw', code: '12345' }).success).toBe(false);
    expect(emailChangeRequestSchema.safeParse({ newEmail: 'not-an-address', currentPassword: 'pw' }).success).toBe(false);
    expect(emailChangeRequestSchema.safeParse({ newEmail: 'ana@market.test', currentPassword: '' }).success).toBe(false);
  });
});

describe('emailChangeRefusalOf', () => {
  it.each(Object.entries(EMAIL_CHANGE_REFUSALS))('reads %s from its message', (refusal, message) => {
    expect(emailChangeRefusalOf(message)).toBe(refusal);
  });

  it('knows nothing of another message or none', () => {
    expect(emailChangeRefusalOf('Rate limit exceeded, retry in 1 hour')).toBeNull();
    expect(emailChangeRefusalOf(null)).toBeNull();
  });
});
