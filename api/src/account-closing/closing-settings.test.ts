import { PROMISED_GRACE_MS, readAccountClosingSettings } from './closing-settings.js';

describe('the grace period of a closing', () => {
  it('is the 14 days the policies promise unless set', () => {
    expect(readAccountClosingSettings({}, { development: false })).toEqual({ graceMs: 14 * 24 * 60 * 60_000 });
  });

  it('may be shortened in development, so the end-to-end suite sees a closing carried out', () => {
    expect(readAccountClosingSettings({ ACCOUNT_CLOSING_GRACE_MS: '30000' }, { development: true })).toEqual({ graceMs: 30_000 });
  });

  it('refuses to start a production configuration that would close accounts earlier than promised', () => {
    expect(() => readAccountClosingSettings({ ACCOUNT_CLOSING_GRACE_MS: '30000' }, { development: false })).toThrow(/only in development/);
    expect(readAccountClosingSettings({ ACCOUNT_CLOSING_GRACE_MS: String(PROMISED_GRACE_MS * 2) }, { development: false })).toEqual({
      graceMs: PROMISED_GRACE_MS * 2,
    });
  });

  it('refuses what is not a whole number of milliseconds', () => {
    expect(() => readAccountClosingSettings({ ACCOUNT_CLOSING_GRACE_MS: 'two weeks' }, { development: true })).toThrow(/whole number/);
  });
});
