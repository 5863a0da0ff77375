import { screen } from '@testing-library/react';
import { OWNER_ID, renderScene, sceneApi, signInAs } from '../testing/collection-scene';
import CollectionPage from './collection-page';

describe('the collection page of one game', () => {
  it("shows the signed-in user's collectibles of that game only, with selling, its pager keeping to the game's address", async () => {
    signInAs(OWNER_ID);
    const { api, collectibles } = sceneApi();

    await renderScene(<CollectionPage merchantId="diamond-dreams" />, { api, path: '/collection/diamond-dreams' });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Diamond Dreams collection' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Manage: Ruby Heart 1' })).toBeInTheDocument();
    expect(collectibles.page).toHaveBeenCalledWith(
      OWNER_ID,
      expect.objectContaining({ merchantId: 'diamond-dreams', page: 1, pageSize: 10 }),
      expect.anything(),
    );
    // One game: no switch between games.
    expect(screen.queryByRole('button', { name: 'All games' })).not.toBeInTheDocument();
  });
});
