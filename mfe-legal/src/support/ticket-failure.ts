import { isHumanityFailure } from '@marketplace/contracts/browser';
import { ApiError } from '@marketplace/contracts/wire';

/**
 * The `support.form.failure.*` message of a refused ticket: what went wrong in words the person can act
 * on. The server's 400 names the field (`body.attachment.type: …`), so a refused file is told apart from
 * the rest; the form keeps everything typed whatever the reason.
 */
export function ticketFailureKey(error: unknown): string {
  // Checked first: a provider that could not be loaded is not an ApiError, and its refusal is a 403.
  if (isHumanityFailure(error)) return 'support.form.failure.humanity';
  if (!(error instanceof ApiError) || error.kind === 'network') return 'support.form.failure.network';
  if (error.status === 429) return 'support.form.failure.tooMany';
  if (error.status === 413) return 'support.form.failure.attachmentSize';
  if (error.status === 400) {
    const field = error.answerMessage ?? '';
    if (field.startsWith('body.attachment.base64') || field.startsWith('body.attachment: At most')) return 'support.form.failure.attachmentSize';
    if (field.startsWith('body.attachment')) return 'support.form.failure.attachmentType';
    if (field.startsWith('body.email')) return 'support.form.failure.email';
    return 'support.form.failure.invalid';
  }
  return 'support.form.failure.server';
}
