import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { craftQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { ItemDetailSkeleton, LoadError } from '@marketplace/contracts/ui';
import { AreaNotFound } from '../merchant-frame/area-not-found';
import { MerchantFrame } from '../merchant-frame/merchant-frame';
import { useMerchantFrame } from '../merchant-frame/merchant-frame-context';
import { useDetailHeading } from '../merchant-frame/use-detail-heading';
import { useMerchantClosedAnswer } from '../merchant-frame/use-merchant-closed-answer';
import { craftPaths } from './craft-paths';
import { RecipeDetail } from './recipe-detail';

interface CraftRecipePageProps {
  merchantId: string;
  /** The recipe's id, from the address. */
  recipeId: string;
}

/** One recipe (`/craft/{merchant}/{id}`): what it makes, what it takes, and crafting it; 404 when there is no such recipe. */
export function CraftRecipePage({ merchantId, recipeId }: CraftRecipePageProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const recipe = useQuery(craftQueries.recipe(useMarketplaceApi(), merchantId, recipeId));
  const { heading, missing } = useDetailHeading(recipe, {
    of: (found) => found.name,
    notFound: t('craft.recipe.notFound.title'),
    meanwhile: t('routes.craftItem.heading'),
  });

  return (
    <MerchantFrame merchantId={merchantId} area="craft" heading={heading}>
      {recipe.isPending ? (
        <ItemDetailSkeleton label={t('craft.recipe.loading')} blocks={['summary', 'row', 'row', 'shortPanel']} spacing="roomy" />
      ) : missing ? (
        <RecipeNotFound merchantId={merchantId} />
      ) : recipe.data ? (
        <RecipeDetail recipe={recipe.data} />
      ) : (
        <RecipeLoadError error={recipe.error} onRetry={() => void recipe.refetch()} />
      )}
    </MerchantFrame>
  );
}

/** A failed read says so with a retry, unless the merchant turned out closed: then the frame shows its 404. */
function RecipeLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const closed = useMerchantClosedAnswer(error);
  return closed ? null : <LoadError message={t('craft.loadError.recipe')} onRetry={onRetry} />;
}

function RecipeNotFound({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const frame = useMerchantFrame();
  return (
    <AreaNotFound
      body={t('craft.recipe.notFound.body', { merchant: frame?.merchant.name ?? merchantId })}
      backPath={craftPaths.front(merchantId)}
      backLabel={t('craft.recipe.back')}
    />
  );
}
