import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SellCollectibleButton } from './sell-collectible-button';
import { busRecords, COLLECTIBLE_ID, renderSellingScene, resetSellingScene } from './testing/selling-scene';

afterEach(resetSellingScene);

describe('SellCollectibleButton', () => {
  it('asks the shell for the selling dialog of the collectible, which any remote can do the same way', async () => {
    const asked = busRecords('selling:open');
    await renderSellingScene(<SellCollectibleButton collectibleId={COLLECTIBLE_ID} merchantId="elemental-raiders" />);

    await userEvent.click(screen.getByRole('button', { name: 'List for sale' }));

    expect(asked).toEqual([{ collectibleId: COLLECTIBLE_ID, merchantId: 'elemental-raiders' }]);
  });

  it('says it manages the sale of a collectible already on the market, and opens the same dialog', async () => {
    const asked = busRecords('selling:open');
    await renderSellingScene(<SellCollectibleButton collectibleId={COLLECTIBLE_ID} merchantId="elemental-raiders" listed />);

    expect(screen.queryByRole('button', { name: 'List for sale' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage listing' }));

    expect(asked).toEqual([{ collectibleId: COLLECTIBLE_ID, merchantId: 'elemental-raiders' }]);
  });
});
