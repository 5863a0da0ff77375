import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import type { CraftRecipe } from '@marketplace/contracts/wire';
import { CollectibleProperties, ItemDetailLayout, RarityBadge } from '@marketplace/contracts/ui';
import { BackLink } from '../merchant-frame/back-link';
import { CraftPanel } from './craft-panel';
import { craftPaths } from './craft-paths';
import { IngredientList } from './ingredient-list';
import { useRecipeReadiness } from './use-craft-readiness';
import styles from './recipe-detail.module.css';

/** A recipe in full: the result's art large with its rarity and properties, the ingredients (and what the person holds of each), and crafting. */
export function RecipeDetail({ recipe }: { recipe: CraftRecipe }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const readiness = useRecipeReadiness(recipe.id);
  return (
    <ItemDetailLayout imageUrl={recipe.result.imageUrl} imageAlt={recipe.result.name} spacing="roomy" data-recipe={recipe.id}>
      <p className={styles.makes}>
        <span>{t('craft.recipe.makes')}</span>
        <RarityBadge rarity={recipe.result.rarity} />
      </p>
      <IngredientList recipe={recipe} readiness={readiness.data ?? undefined} />
      <CraftPanel recipe={recipe} readiness={readiness} />
      <CollectibleProperties heading={t('craft.recipe.properties')} properties={recipe.result.properties} />
      <BackLink path={craftPaths.category(recipe.merchantId, recipe.categoryId)}>{t('craft.recipe.back')}</BackLink>
    </ItemDetailLayout>
  );
}
