import type { CategorisedFrontProps } from '../merchant-frame/categorised-area';
import { CategorisedFrontFrame } from '../merchant-frame/categorised-front-frame';
import { STORE_AREA } from './store-area';
import { StoreFront } from './store-front';

/** `/store/{merchant}` and `/store/{merchant}/category/{categoryId}` in the merchant's frame, headed by the store or the category. */
export function StoreFrontPage({ merchantId, categoryId }: CategorisedFrontProps) {
  return (
    <CategorisedFrontFrame area={STORE_AREA} merchantId={merchantId} categoryId={categoryId}>
      <StoreFront merchantId={merchantId} categoryId={categoryId} />
    </CategorisedFrontFrame>
  );
}
