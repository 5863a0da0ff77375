import type { RemoteComponent } from '@marketplace/contracts/browser';
import { CraftFrontPage } from '../craft/craft-front-page';
import { CraftRecipePage } from '../craft/craft-recipe-page';

/** The merchant's crafting (spec §2): its recipes or a category of them, or one recipe. */
const CraftPage: RemoteComponent<'merchant', 'CraftPage'> = ({ merchantId, recipeId, categoryId }) =>
  recipeId ? <CraftRecipePage merchantId={merchantId} recipeId={recipeId} /> : <CraftFrontPage merchantId={merchantId} categoryId={categoryId} />;

export default CraftPage;
