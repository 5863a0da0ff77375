import type { CategorisedFrontProps } from '../merchant-frame/categorised-area';
import { CategorisedFrontFrame } from '../merchant-frame/categorised-front-frame';
import { CRAFT_AREA } from './craft-area';
import { CraftFront } from './craft-front';

/** `/craft/{merchant}` and `/craft/{merchant}/category/{categoryId}` in the merchant's frame, headed by the craft area or the category. */
export function CraftFrontPage({ merchantId, categoryId }: CategorisedFrontProps) {
  return (
    <CategorisedFrontFrame area={CRAFT_AREA} merchantId={merchantId} categoryId={categoryId}>
      <CraftFront merchantId={merchantId} categoryId={categoryId} />
    </CategorisedFrontFrame>
  );
}
