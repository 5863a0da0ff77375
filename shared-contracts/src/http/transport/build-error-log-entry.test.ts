import { buildErrorLogEntry } from './build-error-log-entry';
import { ERROR_LOG_LIMITS } from './error-log-entry';
import { REDACTED } from './scrub-secrets';

describe('buildErrorLogEntry', () => {
  it('sends the data as a JSON string with secret fields scrubbed', () => {
    const entry = buildErrorLogEntry({
      event: 'fetch-error',
      status: 403,
      message: '403 Fetch error: PUT /api/users/self/password',
      data: { status: 403, message: 'Wrong password', payload: { currentPassword: 'old-pass-1' } },
    });
    expect(entry).toEqual({
      event: 'fetch-error',
      status: 403,
      message: '403 Fetch error: PUT /api/users/self/password',
      params: { data: JSON.stringify({ status: 403, message: 'Wrong password', payload: { currentPassword: REDACTED } }) },
    });
  });

  it('redacts the known secret values wherever the server echoed them', () => {
    const entry = buildErrorLogEntry({
      event: 'fetch-error',
      status: 400,
      message: '400 Fetch error: PUT /api/users/self/2fa',
      data: { message: 'code 482913 is wrong', note: 'token tok-abc-123 seen' },
      secrets: ['482913', 'tok-abc-123'],
    });
    expect(entry.params.data).not.toContain('482913');
    expect(entry.params.data).not.toContain('tok-abc-123');
  });

  it('cuts an over-long body to valid JSON within the accepted size', () => {
    const entry = buildErrorLogEntry({ event: 'fetch-error', status: 502, message: 'm', data: 'x'.repeat(50_000) });
    expect(entry.params.data.length).toBeLessThanOrEqual(ERROR_LOG_LIMITS.data);
    expect(JSON.parse(entry.params.data)).toMatchObject({ truncated: true });
  });

  it('cuts the message and event and turns an impossible status into 0', () => {
    const entry = buildErrorLogEntry({ event: 'e'.repeat(500), status: 1200, message: 'm'.repeat(5_000), data: undefined });
    expect(entry.event).toHaveLength(ERROR_LOG_LIMITS.event);
    expect(entry.message).toHaveLength(ERROR_LOG_LIMITS.message);
    expect(entry.status).toBe(0);
    expect(entry.params.data).toBe('null');
  });
});
