import { ApiError } from '@marketplace/contracts/wire';
import { ticketFailureKey } from './ticket-failure';

const refused = (status: number, message = 'x') => new ApiError('POST /api/support/tickets', status, 'failed', { body: { status, message, payload: null } });

describe('what a refused ticket tells the person', () => {
  it.each([
    [refused(400, 'body.attachment.type: The content is not image/png'), 'support.form.failure.attachmentType'],
    [refused(400, 'body.attachment.base64: At most 2 MB'), 'support.form.failure.attachmentSize'],
    [refused(413), 'support.form.failure.attachmentSize'],
    [refused(400, "body.email: The account's own address"), 'support.form.failure.email'],
    [refused(400, 'body.message: Too small'), 'support.form.failure.invalid'],
    [refused(429), 'support.form.failure.tooMany'],
    [refused(500), 'support.form.failure.server'],
    [new ApiError('POST /api/support/tickets', 0, 'offline'), 'support.form.failure.network'],
    [refused(403, 'Humanity check failed'), 'support.form.failure.humanity'],
    [new Error('reCaptcha failed'), 'support.form.failure.humanity'],
  ])('%s → %s', (error, key) => {
    expect(ticketFailureKey(error)).toBe(key);
  });
});
