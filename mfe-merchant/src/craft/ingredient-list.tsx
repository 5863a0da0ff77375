import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE, type CraftIngredientHolding, type CraftReadiness, type CraftRecipe, formatGem } from '@marketplace/contracts/wire';
import { marketQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { CollectibleImage } from '@marketplace/contracts/ui';
import { useMerchantFrame } from '../merchant-frame/merchant-frame-context';
import { craftPaths } from './craft-paths';
import { shortfallOf } from './ingredient-shortfall';
import styles from './ingredient-list.module.css';

const INGREDIENT_IMAGE_SIZES = '4rem';

interface IngredientListProps {
  recipe: CraftRecipe;
  /** What the signed-in person holds; absent for a visitor or while it loads. */
  readiness: CraftReadiness | undefined;
}

/**
 * What a recipe takes: each ingredient's art, name and quantity; for a signed-in person how many free
 * ones they hold; copies they own but have listed are to withdraw (linked to the stack, where their
 * copies are), and only what they do not own is missing, with a way to buy it from the market's floor.
 */
export function IngredientList({ recipe, readiness }: IngredientListProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const headingId = useId();
  const holdingOf = new Map(readiness?.ingredients.map((holding) => [holding.setId, holding]));
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('craft.recipe.ingredients')}
      </h2>
      <ul className={styles.list}>
        {recipe.ingredients.map((ingredient) => {
          const holding = holdingOf.get(ingredient.setId);
          return (
            <li
              key={ingredient.setId}
              className={styles.ingredient}
              data-set={ingredient.setId}
              data-missing={holding ? shortfallOf(holding).toBuy > 0 : undefined}
            >
              <span className={styles.thumbnail}>
                <CollectibleImage src={ingredient.imageUrl} alt={ingredient.name} sizes={INGREDIENT_IMAGE_SIZES} />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{ingredient.name}</span>
                <span className={styles.needs}>{t('craft.recipe.needs', { count: ingredient.quantity })}</span>
              </span>
              {holding && <Holding merchantId={recipe.merchantId} name={ingredient.name} holding={holding} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Holding({ merchantId, name, holding }: { merchantId: string; name: string; holding: CraftIngredientHolding }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const marketOpen = useMerchantFrame()?.merchant.merchantPages.market === true;
  const { listed, toBuy } = shortfallOf(holding);
  const stackPath = localized(craftPaths.marketStack(merchantId, holding.setId));
  return (
    <span className={styles.holding}>
      <span className={styles.owned}>{t('craft.recipe.owned', { count: holding.owned })}</span>
      {listed > 0 &&
        (marketOpen ? (
          <Link className={styles.withdraw} to={stackPath}>
            {t('craft.recipe.listed', { count: listed })}
          </Link>
        ) : (
          <span className={styles.locked}>{t('craft.recipe.listed', { count: listed })}</span>
        ))}
      {toBuy > 0 && (
        <>
          <span className={styles.missing}>{t('craft.recipe.missing', { count: toBuy })}</span>
          {marketOpen && <BuyLink merchantId={merchantId} setId={holding.setId} name={name} to={stackPath} />}
        </>
      )}
      {listed === 0 && toBuy === 0 && <span className={styles.enough}>{t('craft.recipe.enough')}</span>}
    </span>
  );
}

/**
 * Where a missing ingredient is bought, with the cheapest price others ask when there is one. The
 * request is the stack page's first page, so following the link shows it at once.
 */
function BuyLink({ merchantId, setId, name, to }: { merchantId: string; setId: string; name: string; to: string }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const floor = useQuery(
    marketQueries.listings(useMarketplaceApi(), merchantId, { setId, sort: 'PRICE_ASC', page: 1, pageSize: CATALOGUE_PAGE_SIZE }, useSessionUser()?.id ?? null),
  ).data?.records[0]?.price;
  return (
    <Link className={styles.buy} to={to}>
      {floor ? t('craft.recipe.buyFrom', { name, price: formatGem(floor) }) : t('craft.recipe.buyOnMarket', { name })}
    </Link>
  );
}
