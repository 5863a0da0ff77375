/**
 * The queued content cannot make its mail (a placeholder without a value, a time that is not one, a link
 * that is not http(s)): no later attempt would change that, unlike an SMTP server that is down. The sender
 * keeps such a mail as `undeliverable` with this message instead of retrying it every hour for ever. A kind
 * this API does not know is not one of these: during a rolling deploy another instance may know it.
 */
export class MailContentError extends Error {
  override name = 'MailContentError';
}
