import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link, useLocation } from 'react-router';
import type { CraftReadiness, CraftRecipe } from '@marketplace/contracts/wire';
import { signInPath, useIsLoggedIn, useLocale, useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles, LoadError } from '@marketplace/contracts/ui';
import { useMerchantFrame } from '../merchant-frame/merchant-frame-context';
import { ConfirmStep } from '../selling/confirm-step';
import { CraftOutcomeCard } from './craft-outcome-card';
import { shortfallOf } from './ingredient-shortfall';
import { useCraft } from './use-craft';
import panelStyles from '../side-panel/side-panel.module.css';
import styles from './craft-panel.module.css';

interface CraftPanelProps {
  recipe: CraftRecipe;
  /** The signed-in person's readiness for the recipe (not asked for a visitor). */
  readiness: UseQueryResult<CraftReadiness | null>;
}

/**
 * Crafting a recipe: a visitor is asked to sign in (and comes back here); a signed-in person sees
 * whether they hold every ingredient, and only then a Craft button. Craft asks first, naming what it
 * uses up, then the wallet signs and the API crafts; the new collectible shows here.
 */
export function CraftPanel({ recipe, readiness }: CraftPanelProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const headingId = useId();
  const signedIn = useIsLoggedIn();
  return (
    <section className={panelStyles.raisedPanel} aria-labelledby={headingId}>
      <h2 id={headingId} className={panelStyles.heading}>
        {t('craft.action.heading')}
      </h2>
      {signedIn ? <CrafterView recipe={recipe} readiness={readiness} /> : <VisitorView />}
    </section>
  );
}

function VisitorView() {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localize = useLocalizedPath();
  const { pathname, search, hash } = useLocation();
  return (
    <>
      <p className={styles.text}>{t('craft.action.signInHint')}</p>
      <Link className={buttonStyles.primary} to={signInPath(localize, `${pathname}${search}${hash}`)}>
        {t('craft.action.signIn')}
      </Link>
    </>
  );
}

function CrafterView({ recipe, readiness }: CraftPanelProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const frame = useMerchantFrame();
  const { activity, failure, outcome, craft } = useCraft(recipe.id);
  const [confirming, setConfirming] = useState(false);
  const busy = activity !== null;

  useEffect(() => {
    if (failure === 'craft.failure.merchantClosed') frame?.reportMerchantNotFound();
  }, [failure, frame]);

  if (readiness.isPending) {
    return (
      <p className={styles.text} role="status">
        {t('craft.action.checking')}
      </p>
    );
  }
  if (readiness.isError || !readiness.data) {
    return <LoadError message={t('craft.loadError.readiness')} onRetry={() => void readiness.refetch()} />;
  }
  const held = readiness.data;

  const start = async () => {
    await craft(held.consumes);
    setConfirming(false);
  };

  return (
    <>
      {outcome && <CraftOutcomeCard outcome={outcome} />}
      {failure && (
        <p className={styles.error} role="alert">
          {t(failure)}
        </p>
      )}
      {!held.craftable ? (
        <MissingSummary recipe={recipe} readiness={held} />
      ) : confirming ? (
        <ConfirmStep
          question={t('craft.action.confirm', { name: recipe.result.name })}
          confirmLabel={t('craft.action.confirmButton')}
          cancelLabel={t('craft.action.cancel')}
          busy={busy}
          onConfirm={() => void start()}
          onCancel={() => setConfirming(false)}
        >
          <ul className={styles.consumes}>
            {recipe.ingredients.map((ingredient) => (
              <li key={ingredient.setId}>{t('craft.action.consumes', { count: ingredient.quantity, name: ingredient.name })}</li>
            ))}
          </ul>
          {busy && (
            <p className={styles.progress} role="status">
              {t(activity === 'signing' ? 'craft.action.signing' : 'craft.action.crafting')}
            </p>
          )}
        </ConfirmStep>
      ) : (
        <>
          <p className={styles.ready}>{t('craft.action.ready')}</p>
          {/* After a craft the ingredients read again: until they are back, what a craft would consume is out of date. */}
          <button type="button" className={buttonStyles.primary} disabled={readiness.isFetching} onClick={() => setConfirming(true)}>
            {outcome ? t('craft.action.craftAgain') : t('craft.action.craft')}
          </button>
        </>
      )}
    </>
  );
}

/**
 * Not every ingredient is there: no Craft button, but what is missing, by name and count, and apart
 * from it what the person owns but has on the market (theirs to withdraw, not to buy).
 */
function MissingSummary({ recipe, readiness }: { recipe: CraftRecipe; readiness: CraftReadiness }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const list = new Intl.ListFormat(useLocale(), { type: 'conjunction' });
  const nameOf = new Map(recipe.ingredients.map((ingredient) => [ingredient.setId, ingredient.name]));
  const counted = (part: 'listed' | 'toBuy') =>
    readiness.ingredients.flatMap((holding) => {
      const count = shortfallOf(holding)[part];
      return count > 0 ? [t('craft.action.consumes', { count, name: nameOf.get(holding.setId) ?? holding.setId })] : [];
    });
  const toBuy = counted('toBuy');
  const listed = counted('listed');
  return (
    <>
      {toBuy.length > 0 && <p className={styles.missing}>{t('craft.action.missing', { list: list.format(toBuy) })}</p>}
      {listed.length > 0 && <p className={styles.listed}>{t('craft.action.listed', { list: list.format(listed) })}</p>}
    </>
  );
}
