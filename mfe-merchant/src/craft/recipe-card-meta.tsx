import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import type { CraftReadiness, CraftRecipe } from '@marketplace/contracts/wire';
import { CollectibleImage } from '@marketplace/contracts/ui';
import styles from './recipe-card-meta.module.css';

/** Thumbnails are shown this small whatever the screen. */
const THUMBNAIL_SIZES = '2.5rem';

interface RecipeCardMetaProps {
  ingredients: CraftRecipe['ingredients'];
  /** What the signed-in person holds of them; absent for a visitor or while it loads. */
  readiness: CraftReadiness | undefined;
}

/** Under a recipe card's name: each ingredient's thumbnail and quantity, and how many the person still lacks. */
export function RecipeCardMeta({ ingredients, readiness }: RecipeCardMetaProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const missing = readiness?.ingredients.reduce((sum, ingredient) => sum + ingredient.missing, 0) ?? 0;
  return (
    <span className={styles.meta}>
      <span className={styles.label}>{t('craft.card.ingredients')}</span>
      <span className={styles.ingredients}>
        {ingredients.map((ingredient) => (
          <span key={ingredient.setId} className={styles.ingredient}>
            <CollectibleImage src={ingredient.imageUrl} alt={ingredient.name} sizes={THUMBNAIL_SIZES} />
            <span className={styles.quantity}>{t('craft.quantity', { count: ingredient.quantity })}</span>
          </span>
        ))}
      </span>
      {readiness &&
        (readiness.craftable ? (
          <span className={styles.ready}>{t('craft.card.allThere')}</span>
        ) : (
          <span className={styles.missing}>{t('craft.card.missing', { count: missing })}</span>
        ))}
    </span>
  );
}
