import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import type { CraftReadiness } from '@marketplace/contracts/wire';
import { craftQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { ItemCard, ItemGrid, ItemGridSkeleton, LoadError } from '@marketplace/contracts/ui';
import { isCategoryMissingAnswer } from '../merchant-frame/merchant-closed-answer';
import { useMerchantClosedAnswer } from '../merchant-frame/use-merchant-closed-answer';
import { useMerchantFrame } from '../merchant-frame/merchant-frame-context';
import { EmptyStateLink } from '../merchant-frame/empty-state-link';
import { AreaCategoryLinks } from '../merchant-frame/area-category-links';
import { CRAFT_AREA } from './craft-area';
import { craftPaths } from './craft-paths';
import { RecipeCardMeta } from './recipe-card-meta';
import { useRecipesReadiness } from './use-craft-readiness';
import styles from './craft-front.module.css';

/** The first cards are above the fold on every screen: their images load at once. */
const EAGER_CARDS = 4;
/** As many placeholders as a merchant usually has recipes. */
const SKELETON_CARDS = 6;

interface CraftFrontProps {
  merchantId: string;
  /** The category shown; null for every recipe. */
  categoryId: string | null;
}

/**
 * A merchant's recipes (`/craft/{merchant}`, `/category/{categoryId}`): its categories, then one card
 * per recipe (the result's art, name and rarity, the ingredients' thumbnails), and for a signed-in
 * person whether they can craft it now.
 */
export function CraftFront({ merchantId, categoryId }: CraftFrontProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const frame = useMerchantFrame();
  const recipes = useQuery(craftQueries.recipes(useMarketplaceApi(), merchantId, categoryId ? { categoryId } : {}));
  const readiness = useRecipesReadiness(merchantId, categoryId);
  const merchantName = frame?.merchant.name ?? merchantId;
  const closed = useMerchantClosedAnswer(recipes.error);
  const readinessOf = new Map<string, CraftReadiness>(readiness.data?.map((entry) => [entry.recipeId, entry]));

  return (
    <div className={styles.front}>
      <AreaCategoryLinks area={CRAFT_AREA} merchantId={merchantId} categoryId={categoryId} />
      {recipes.isPending ? (
        <ItemGridSkeleton count={SKELETON_CARDS} />
      ) : recipes.isError ? (
        isCategoryMissingAnswer(recipes.error) ? (
          <div data-page="not-found">
            <meta name="robots" content="noindex" />
            <EmptyStateLink
              title={t('craft.categoryMissing.title')}
              body={t('craft.categoryMissing.body')}
              link={{ to: craftPaths.front(merchantId), label: t('craft.allRecipes') }}
            />
          </div>
        ) : closed ? null : (
          <LoadError message={t('craft.loadError.recipes')} onRetry={() => void recipes.refetch()} />
        )
      ) : recipes.data.length === 0 ? (
        categoryId ? (
          <EmptyStateLink
            title={t('craft.emptyCategory.title')}
            body={t('craft.emptyCategory.body')}
            link={{ to: craftPaths.front(merchantId), label: t('craft.allRecipes') }}
          />
        ) : (
          <EmptyStateLink
            title={t('craft.empty.title')}
            body={t('craft.empty.body', { merchant: merchantName })}
            link={frame?.merchant.merchantPages.store === true ? { to: `/store/${encodeURIComponent(merchantId)}`, label: t('craft.empty.action') } : undefined}
          />
        )
      ) : (
        <>
          {readiness.isError && (
            <p className={styles.notice} role="alert">
              {t('craft.loadError.readiness')}{' '}
              <button type="button" className={styles.inlineButton} onClick={() => void readiness.refetch()}>
                {t('kit:catalogue.loadError.retry')}
              </button>
            </p>
          )}
          <ItemGrid label={t('craft.recipesLabel', { merchant: merchantName })}>
            {recipes.data.map((recipe, index) => {
              const held = readinessOf.get(recipe.id);
              return (
                <ItemCard
                  key={recipe.id}
                  href={localized(craftPaths.recipe(merchantId, recipe.id))}
                  imageUrl={recipe.result.imageUrl}
                  name={recipe.name}
                  rarity={recipe.result.rarity}
                  meta={<RecipeCardMeta ingredients={recipe.ingredients} readiness={held} />}
                  {...(held?.craftable ? { badge: t('craft.card.ready') } : {})}
                  eager={index < EAGER_CARDS}
                />
              );
            })}
          </ItemGrid>
        </>
      )}
    </div>
  );
}
