import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus, useHumanityGuard, useLocale, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { supportMutations } from '@marketplace/contracts/http';
import { buttonStyles } from '@marketplace/contracts/ui';
import {
  SUPPORT_ATTACHMENT_ACCEPT,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_MIN_LENGTH,
  SUPPORT_TOPICS,
  type SupportTicket,
  type SupportTopic,
} from '@marketplace/contracts/wire';
import { type AttachmentProblem, attachmentProblem, readAttachment } from './attachment-file';
import { SupportTicketReceived } from './support-ticket-received';
import { ticketFailureKey } from './ticket-failure';
import styles from './support-form.module.css';

type Field = 'topic' | 'message' | 'email' | 'attachment';
type FieldErrors = Partial<Record<Field, string>>;

/** The named action of a visitor's humanity token (spec §5): the API asks one of anyone not signed in. */
export const SUPPORT_TICKET_HUMANITY_ACTION = 'support_ticket';

// A plain shape check: the server validates the address for real.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ATTACHMENT_PROBLEM_KEYS: Record<AttachmentProblem, string> = {
  type: 'support.form.attachment.wrongType',
  size: 'support.form.attachment.tooLarge',
  empty: 'support.form.attachment.empty',
};

/**
 * The contact form: topic, message (counted), the reply address (the account's for a signed-in
 * person, fixed; typed by a visitor) and one optional file, checked for type and size as it is picked.
 * Nothing typed is lost on a failure: the fields are the form's own state until the ticket is filed.
 */
export function SupportForm() {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const api = useMarketplaceApi();
  const user = useSessionUser();
  const locale = useLocale();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [message, setMessage] = useState('');
  const [typedEmail, setTypedEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [filed, setFiled] = useState<{ ticket: SupportTicket; email: string } | null>(null);
  const humanity = useHumanityGuard(SUPPORT_TICKET_HUMANITY_ACTION);
  // A visitor's ticket goes with a humanity token, obtained as it is sent; a signed-in person is known already.
  const { mutateAsync, isPending, error, reset } = useMutation(supportMutations.fileTicket(api, user ? null : humanity));
  const [reading, setReading] = useState(false);

  const accountEmail = user?.email ?? null;
  const email = accountEmail ?? typedEmail;
  const busy = isPending || reading;
  const maxMegabytes = SUPPORT_ATTACHMENT_MAX_BYTES / (1024 * 1024);

  function validate(): FieldErrors {
    const found: FieldErrors = {};
    if (!topic) found.topic = t('support.form.topic.required');
    const length = message.trim().length;
    if (length < SUPPORT_MESSAGE_MIN_LENGTH) found.message = t('support.form.message.tooShort', { min: SUPPORT_MESSAGE_MIN_LENGTH });
    if (!accountEmail && !EMAIL_SHAPE.test(typedEmail.trim())) found.email = t('support.form.email.invalid');
    if (file) {
      const problem = attachmentProblem(file);
      if (problem) found.attachment = t(ATTACHMENT_PROBLEM_KEYS[problem], { size: maxMegabytes });
    }
    return found;
  }

  function pickFile(picked: File | null) {
    reset();
    const problem = picked ? attachmentProblem(picked) : null;
    setErrors(({ attachment: _dropped, ...rest }) => (problem ? { ...rest, attachment: t(ATTACHMENT_PROBLEM_KEYS[problem], { size: maxMegabytes }) } : rest));
    if (problem) {
      // The refused file is not kept: clearing the input lets the person pick another one (or the same, fixed).
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(picked);
  }

  function removeFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    const firstInvalid = (['topic', 'message', 'email', 'attachment'] as const).find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    try {
      setReading(true);
      const attachment = file ? await readAttachment(file) : undefined;
      setReading(false);
      const ticket = await mutateAsync({
        topic: topic as SupportTopic,
        message: message.trim(),
        ...(accountEmail ? {} : { email: typedEmail.trim() }),
        ...(attachment ? { attachment } : {}),
        // The acknowledgement mail links back to the support page in the language the ticket was written in.
        locale,
      });
      setFiled({ ticket, email });
      marketplaceBus.emit('toast', { tone: 'success', message: t('support.received.toast', { reference: ticket.reference }) });
    } catch {
      // The failure shows from the mutation's error (or the file read's) beside the form; nothing is cleared.
      setReading(false);
    }
  }

  function writeAnother() {
    setFiled(null);
    setTopic('');
    setMessage('');
    setFile(null);
    setErrors({});
    reset();
  }

  if (filed) return <SupportTicketReceived ticket={filed.ticket} email={filed.email} onWriteAnother={writeAnother} />;

  const failureKey = error ? ticketFailureKey(error) : null;
  const describedBy = (field: Field, ...more: string[]) => [errors[field] ? `${id}-${field}-error` : null, ...more].filter(Boolean).join(' ') || undefined;
  const remaining = SUPPORT_MESSAGE_MAX_LENGTH - message.length;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className={styles.intro}>
        {t('support.form.intro')}
      </p>

      {failureKey && (
        <div className={styles.failure} role="alert">
          <p className={styles.failureTitle}>{t('support.form.failure.title')}</p>
          <p>{t(failureKey, { size: maxMegabytes })}</p>
        </div>
      )}

      <div className={styles.field}>
        <label htmlFor={`${id}-topic`}>{t('support.form.topic.label')}</label>
        <select
          id={`${id}-topic`}
          name="topic"
          value={topic}
          required
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy('topic')}
          onChange={(event) => setTopic(event.target.value as SupportTopic | '')}
        >
          <option value="">{t('support.form.topic.placeholder')}</option>
          {SUPPORT_TOPICS.map((each) => (
            <option key={each} value={each}>
              {t(`support.topics.${each}`)}
            </option>
          ))}
        </select>
        {errors.topic && (
          <p id={`${id}-topic-error`} className={styles.error}>
            {errors.topic}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{t('support.form.message.label')}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={7}
          value={message}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${id}-message-count`)}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={`${id}-message-count`} className={styles.hint} data-low={remaining < 200 ? true : undefined}>
          {t('support.form.message.count', { count: remaining, min: SUPPORT_MESSAGE_MIN_LENGTH, max: SUPPORT_MESSAGE_MAX_LENGTH })}
        </p>
        {errors.message && (
          <p id={`${id}-message-error`} className={styles.error}>
            {errors.message}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{t('support.form.email.label')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          readOnly={accountEmail !== null}
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email', `${id}-email-hint`)}
          onChange={(event) => setTypedEmail(event.target.value)}
        />
        <p id={`${id}-email-hint`} className={styles.hint}>
          {accountEmail ? t('support.form.email.accountHint') : t('support.form.email.visitorHint')}
        </p>
        {errors.email && (
          <p id={`${id}-email-error`} className={styles.error}>
            {errors.email}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-attachment`}>{t('support.form.attachment.label')}</label>
        <input
          ref={fileInput}
          id={`${id}-attachment`}
          name="attachment"
          type="file"
          accept={SUPPORT_ATTACHMENT_ACCEPT}
          aria-invalid={errors.attachment ? true : undefined}
          aria-describedby={describedBy('attachment', `${id}-attachment-hint`)}
          onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-attachment-hint`} className={styles.hint}>
          {t('support.form.attachment.hint', { size: maxMegabytes })}
        </p>
        {file && (
          <p className={styles.chosen}>
            <span>{t('support.form.attachment.chosen', { name: file.name })}</span>
            <button type="button" className={buttonStyles.secondary} onClick={removeFile}>
              {t('support.form.attachment.remove')}
            </button>
          </p>
        )}
        {errors.attachment && (
          <p id={`${id}-attachment-error`} className={styles.error} role="alert">
            {errors.attachment}
          </p>
        )}
      </div>

      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primary} aria-disabled={busy || undefined}>
          {busy ? t('support.form.sending') : t('support.form.send')}
        </button>
      </div>
    </form>
  );
}
