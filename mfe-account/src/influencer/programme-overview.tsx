import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { useLocale } from '@marketplace/contracts/browser';
import { INFLUENCER_TERMS } from './programme-terms';
import styles from './influencer.module.css';
import { cardStyles } from '@marketplace/contracts/ui';

const OFFERS = ['commission', 'earlyAccess', 'support'] as const;
const STEPS = ['apply', 'review', 'share', 'earn'] as const;

/** What the programme offers, who it is for, how it works, and the commission in figures. */
export function ProgrammeOverview() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(INFLUENCER_TERMS.commissionPercentOfFees / 100);
  const minimum = new Intl.NumberFormat(locale).format(INFLUENCER_TERMS.minimumAudience);
  const figures = [
    { value: percent, label: t('influencer.figures.commission') },
    { value: new Intl.NumberFormat(locale).format(INFLUENCER_TERMS.commissionMonths), label: t('influencer.figures.months') },
    { value: minimum, label: t('influencer.figures.audience') },
    { value: new Intl.NumberFormat(locale).format(INFLUENCER_TERMS.answerWithinDays), label: t('influencer.figures.answer') },
  ];
  return (
    <div className={styles.overview}>
      <section className={styles.hero} aria-labelledby="influencer-hero-heading">
        <h2 id="influencer-hero-heading" className={styles.heroHeading}>
          {t('influencer.hero.heading')}
        </h2>
        <p className={styles.heroText}>{t('influencer.hero.body', { percent })}</p>
      </section>

      <section aria-labelledby="influencer-figures-heading">
        <h2 id="influencer-figures-heading" className={styles.sectionHeading}>
          {t('influencer.figures.heading')}
        </h2>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className={styles.twoColumns}>
        <section className={`${cardStyles.card} ${styles.card}`} aria-labelledby="influencer-offers-heading">
          <h2 id="influencer-offers-heading" className={styles.cardHeading}>
            {t('influencer.offers.heading')}
          </h2>
          <ul className={styles.bullets}>
            {OFFERS.map((offer) => (
              <li key={offer}>{t(`influencer.offers.${offer}`, { percent, months: INFLUENCER_TERMS.commissionMonths })}</li>
            ))}
          </ul>
        </section>
        <section className={`${cardStyles.card} ${styles.card}`} aria-labelledby="influencer-audience-heading">
          <h2 id="influencer-audience-heading" className={styles.cardHeading}>
            {t('influencer.audience.heading')}
          </h2>
          <p className={styles.muted}>{t('influencer.audience.body', { minimum })}</p>
        </section>
      </div>

      <section aria-labelledby="influencer-steps-heading">
        <h2 id="influencer-steps-heading" className={styles.sectionHeading}>
          {t('influencer.steps.heading')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.stepCard}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepName}>{t(`influencer.steps.${step}.name`)}</span>
              <span className={styles.muted}>{t(`influencer.steps.${step}.body`, { days: INFLUENCER_TERMS.answerWithinDays, percent })}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
