import { useTranslation } from 'react-i18next';
import { judgePasswordStrength, type PasswordScore, type PasswordStrengthContext } from '@marketplace/contracts/browser';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../wire/schemas/password-schemas';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import styles from './password-strength-meter.module.css';

const METER_STEPS = [0, 1, 2, 3] as const;

/** The colour of a bar: as many lit as the score (one at the least), in the colour of the score. */
function toneOf(score: PasswordScore, step: number): 'weak' | 'fair' | 'strong' | undefined {
  if (step >= Math.max(score, 1)) return undefined;
  return score <= 1 ? 'weak' : score === 2 ? 'fair' : 'strong';
}

interface PasswordStrengthMeterProps {
  /** The id the password field names in its `aria-describedby`: the words are what is read out. */
  id: string;
  password: string;
  /** zxcvbn's score of `password` (`usePasswordScore`), null while unknown. */
  score: PasswordScore | null;
  /** What the server compares a new password with (`judgePasswordStrength`). */
  context?: PasswordStrengthContext;
  /** After a refused attempt: the words in the error colour. */
  flagged?: boolean;
}

/**
 * A new password's strength as it is typed (`judgePasswordStrength`): four bars and the words for them, then
 * the server's rule it breaks, or how to make it stronger until it is strong. Before anything is typed,
 * the advice alone.
 */
export function PasswordStrengthMeter({ id, password, score, context, flagged = false }: PasswordStrengthMeterProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const strength = score === null || password === '' ? null : judgePasswordStrength(password, score, context);
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  const advice = strength?.refusal
    ? t(`passwordStrength.refusals.${strength.refusal}`, limits)
    : strength?.strongEnough
      ? ''
      : t('passwordStrength.advice', limits);

  return (
    <div className={styles.strength}>
      <div className={styles.meter} aria-hidden="true">
        {METER_STEPS.map((step) => (
          <span key={step} className={styles.step} data-on={strength ? toneOf(strength.score, step) : undefined} />
        ))}
      </div>
      <p id={id} className={flagged ? styles.error : styles.hint} aria-live="polite">
        {strength ? `${t('passwordStrength.label')}: ${t(`passwordStrength.levels.${strength.level}`)}. ` : ''}
        {advice}
      </p>
    </div>
  );
}
