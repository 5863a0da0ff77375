import { screen, within } from '@testing-library/react';
import { OWNER_ID, ownerProfile, renderScene, sceneApi, signInAs, VIEWER_ID } from '../testing/collection-scene';
import { UserProfile } from './user-profile';

describe('UserProfile', () => {
  it("shows the person's picture, name, tagline and when they joined, then their public collection", async () => {
    signInAs(null);
    const { api, collectibles } = sceneApi();

    await renderScene(<UserProfile userId={OWNER_ID} />, { api, path: `/user/${OWNER_ID}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mika' })).toBeInTheDocument();
    expect(screen.getByText('Rubies only')).toBeInTheDocument();
    expect(screen.getByText('@mika')).toBeInTheDocument();
    expect(screen.getByText('Member since June 2025')).toBeInTheDocument();
    expect(document.querySelector('[data-picture="AVATAR3"]')).not.toBeNull();
    expect(document.querySelector('[data-banner="banner2"]')).not.toBeNull();
    const grid = await screen.findByRole('list', { name: "Mika's collectibles" });
    expect(within(grid).getByRole('link', { name: /Ruby Heart 1/ })).toBeInTheDocument();
    expect(collectibles.page).toHaveBeenCalledWith(OWNER_ID, expect.objectContaining({ sort: 'RECEIVED_TIME', order: 'DESC' }), expect.anything());
    expect(screen.queryByRole('button', { name: /^Manage:/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Mika | Marketplace');
  });

  it('dates the membership in the page language', async () => {
    signInAs(VIEWER_ID);
    const { api } = sceneApi();

    await renderScene(<UserProfile userId={OWNER_ID} />, { api, locale: 'ja' });

    expect(await screen.findByText('2025年6月から参加')).toBeInTheDocument();
  });

  it('offers selling from their own profile', async () => {
    signInAs(OWNER_ID);
    const { api } = sceneApi();

    await renderScene(<UserProfile userId={OWNER_ID} />, { api });

    expect(await screen.findByRole('button', { name: 'Manage: Ruby Heart 1' })).toBeInTheDocument();
  });

  it('names someone who chose no name yet with a stand-in', async () => {
    signInAs(null);
    const { api } = sceneApi({ profile: async () => ({ ...ownerProfile, displayName: null, username: null, tagline: null }) });

    await renderScene(<UserProfile userId={OWNER_ID} />, { api });

    expect(await screen.findByRole('heading', { level: 1, name: 'A collector' })).toBeInTheDocument();
  });

  it('answers an unknown id with the 404 page', async () => {
    signInAs(null);
    const { api } = sceneApi({ profile: async () => null });

    await renderScene(<UserProfile userId={OWNER_ID} />, { api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Player not found' })).toBeInTheDocument();
  });
});
