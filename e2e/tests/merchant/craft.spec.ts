import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message, pageTitle } from '../support/catalogue';
import { expectAreaNotFound, expectCurrentArea, expectMerchantNotFound } from '../support/merchant-frame';
import { expectNoSidewaysScroll, expectTwoColumns } from '../support/phone-layout';
import { expectPicturesOnScreenShown } from '../support/pictures';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, modalDialog, SHELL_ORIGIN, signInThroughApi } from '../support/sessions';
import { apiAs, selfOf, submitNewWalletPassword } from '../support/wallet';

interface RecipeAnswer {
  id: string;
  name: string;
  categoryId: string;
  ingredients: { setId: string; quantity: number; name: string }[];
  result: { name: string };
}

/** The seeded crafter (materials, no wallet yet); no other spec signs it in. */
const CRAFTER = { email: 'crafter@marketplace.test', password: 'crafter-password-1' };

async function recipesOf(page: Page, merchantId: string, categoryId?: string): Promise<RecipeAnswer[]> {
  const query = categoryId ? `?categoryId=${categoryId}` : '';
  const response = await page.request.get(`${API_ORIGIN}/api/merchants/${merchantId}/craft${query}`);
  return (await response.json()).payload as RecipeAnswer[];
}

const recipeGrid = (page: Page, locale: string, merchant: string) => page.getByRole('list', { name: message(locale, 'craft.recipesLabel', { merchant }) });

/** The grid shows each recipe, in the API's order, with the result's art and its ingredients' thumbnails. */
async function expectRecipeGrid(page: Page, locale: string, merchantId: string, merchant: string, recipes: RecipeAnswer[]): Promise<void> {
  const cards = recipeGrid(page, locale, merchant).getByRole('link');
  await expect(cards).toHaveCount(recipes.length);
  for (const [index, recipe] of recipes.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute('href', localized(locale, `/craft/${merchantId}/${recipe.id}`));
    await expect(card.getByRole('img', { name: recipe.result.name })).toBeVisible();
    for (const ingredient of recipe.ingredients) await expect(card.getByRole('img', { name: ingredient.name })).toBeAttached();
  }
}

test.describe('crafting, for a visitor', () => {
  for (const [merchantId, merchant, locale] of [
    ['diamond-dreams', 'Diamond Dreams', 'en'],
    ['elemental-raiders', 'Elemental Raiders', 'ja'],
  ] as const) {
    test(`${merchant} in ${locale}: the recipes, a category and a recipe, each axe-clean`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(localized(locale, `/craft/${merchantId}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'routes.craft.heading', { merchant }));
      const recipes = await recipesOf(page, merchantId);
      expect(recipes.length).toBeGreaterThan(0);
      await expectRecipeGrid(page, locale, merchantId, merchant, recipes);
      await expectCurrentArea(page, locale, merchant, 'craft');
      await expectNoAxeViolations(page);
      await expectPicturesOnScreenShown(page);
      await saveScreenshot(page, `craft-front-${locale}`);

      // A category: its own address, its recipes only, the chip marked.
      const categoryId = recipes[0]!.categoryId;
      const categories = page.getByRole('navigation', { name: message(locale, 'craft.categoriesLabel') });
      await categories.locator(`a[href="${localized(locale, `/craft/${merchantId}/category/${categoryId}`)}"]`).click();
      await expect(page).toHaveURL(`${SHELL_ORIGIN}${localized(locale, `/craft/${merchantId}/category/${categoryId}`)}`);
      await expect(categories.locator('[aria-current="page"]')).toHaveAttribute('href', localized(locale, `/craft/${merchantId}/category/${categoryId}`));
      const inCategory = await recipesOf(page, merchantId, categoryId);
      await expectRecipeGrid(page, locale, merchantId, merchant, inCategory);
      await expectNoAxeViolations(page);

      // A recipe: the result large, the ingredients, and a visitor is asked to sign in rather than offered Craft.
      const recipe = inCategory[0]!;
      await recipeGrid(page, locale, merchant).getByRole('link').first().click();
      await expect(page).toHaveURL(`${SHELL_ORIGIN}${localized(locale, `/craft/${merchantId}/${recipe.id}`)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.name);
      await expect(page).toHaveTitle(pageTitle(locale, recipe.name));
      const ingredients = page.getByRole('region', { name: message(locale, 'craft.recipe.ingredients') });
      for (const ingredient of recipe.ingredients) {
        await expect(ingredients.getByRole('img', { name: ingredient.name })).toBeVisible();
        await expect(ingredients.getByText(message(locale, 'craft.recipe.needs_other', { count: String(ingredient.quantity) })).first()).toBeVisible();
      }
      await expect(page.getByRole('link', { name: message(locale, 'craft.action.signIn') })).toHaveAttribute(
        'href',
        `${localized(locale, '/loading')}?auth=true&redirect=${encodeURIComponent(localized(locale, `/craft/${merchantId}/${recipe.id}`))}`,
      );
      await expect(page.getByRole('button', { name: message(locale, 'craft.action.craft'), exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectPicturesOnScreenShown(page);
      await saveScreenshot(page, `craft-recipe-${locale}`);
    });
  }

  test('an unknown recipe, an unknown category and an inactive merchant give their translated 404', async ({ page }) => {
    await page.goto('/craft/diamond-dreams/00000000-0000-4000-8000-000000000000');
    await expectAreaNotFound(page, {
      heading: message('en', 'craft.recipe.notFound.title'),
      back: message('en', 'craft.recipe.back'),
      backHref: '/craft/diamond-dreams',
    });

    await page.goto('/craft/diamond-dreams/category/no-such-category');
    await expect(page.getByText(message('en', 'craft.categoryMissing.title'))).toBeVisible();
    await expect(page.locator('[data-page="not-found"]')).toBeVisible();

    await expectMerchantNotFound(page, 'ja', '/craft/shadow-forge');
  });
});

test('on a 360 px phone in Japanese: two columns of recipes, and a recipe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ja/craft/diamond-dreams');
  const cards = recipeGrid(page, 'ja', 'Diamond Dreams').getByRole('link');
  await expect(cards.nth(1)).toBeVisible();
  await expectTwoColumns(page, cards);
  await expectPicturesOnScreenShown(page);
  await saveScreenshot(page, 'craft-front-360-ja');

  await cards.first().click();
  await expect(page.getByRole('link', { name: message('ja', 'craft.action.signIn') })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await expectPicturesOnScreenShown(page);
  await saveScreenshot(page, 'craft-recipe-360-ja');
});

test('the crafter sees what a recipe lacks, then crafts one: the ingredients are consumed and the result is in the collection', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page, { ...CRAFTER, redirect: '/craft/diamond-dreams' });
  await submitNewWalletPassword(modalDialog(page, 'wallet-create'), 'Crafter-wallet-pass-1!', message('en', 'wallet.createAction'));
  await expect(page.getByText(message('en', 'wallet.created'))).toBeVisible();
  const { id: crafterId } = await selfOf(page.request);
  const recipes = await recipesOf(page, 'diamond-dreams');
  const necklace = recipes.find((recipe) => recipe.name === 'Filigree Necklace')!;
  const pendant = recipes.find((recipe) => recipe.name === 'Filigree Pendant')!;

  // The grid says which recipes the crafter can make now.
  const grid = recipeGrid(page, 'en', 'Diamond Dreams');
  await expect(grid.getByRole('link', { name: /Filigree Pendant/ }).getByText(message('en', 'craft.card.ready'))).toBeVisible();

  // A recipe with an ingredient missing: no Craft button, what is missing named, and where to buy it.
  await page.goto(`/craft/diamond-dreams/${necklace.id}`);
  await expect(page.getByText(message('en', 'craft.action.missing', { list: '1 × Silver Chain' }))).toBeVisible();
  await expect(page.getByRole('button', { name: message('en', 'craft.action.craft'), exact: true })).toHaveCount(0);
  // The link names the market's floor when someone offers one, else only the market.
  const buyNames = [
    message('en', 'craft.recipe.buyOnMarket', { name: 'Silver Chain' }),
    message('en', 'craft.recipe.buyFrom', { name: 'Silver Chain', price: '' }),
  ];
  await expect(page.getByRole('link', { name: new RegExp(`^(${buyNames[0]}|${buyNames[1]}[\\d,.]+ GEM)$`) })).toHaveAttribute(
    'href',
    '/market/diamond-dreams/stack/dd-silver-chain',
  );
  await expectNoAxeViolations(page);
  await expectPicturesOnScreenShown(page);
  await saveScreenshot(page, 'craft-recipe-missing');

  // A recipe the crafter holds everything for: confirmed, signed in the wallet, crafted.
  const readiness = (await apiAs(page.request, 'GET', `/api/users/self/craft-readiness/${pendant.id}`)).body.payload as { consumes: string[] };
  expect(readiness.consumes).toHaveLength(2);
  await page.goto(`/craft/diamond-dreams/${pendant.id}`);
  await page.getByRole('button', { name: message('en', 'craft.action.craft'), exact: true }).click();
  const confirmation = page.getByRole('group', { name: message('en', 'craft.action.confirm', { name: 'Filigree Pendant' }) });
  await expect(confirmation.getByText(message('en', 'craft.action.consumes_other', { count: '2', name: 'Gold Filigree' }))).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'craft-recipe-confirm');
  await confirmation.getByRole('button', { name: message('en', 'craft.action.confirmButton') }).click();
  const sign = modalDialog(page, 'wallet-sign');
  await sign.getByRole('button', { name: message('en', 'wallet.signAction') }).click();
  await expect(page.getByText(message('en', 'craft.action.success', { name: 'Filigree Pendant' }))).toBeVisible();
  const resultLink = page.getByRole('link', { name: message('en', 'craft.action.viewCollectible', { name: 'Filigree Pendant' }) });
  const resultId = (await resultLink.getAttribute('href'))!.split('/').at(-1)!;
  await expectPicturesOnScreenShown(page);
  await saveScreenshot(page, 'craft-recipe-crafted');

  // The API agrees: the two named copies went back to the merchant, the new one is the crafter's.
  for (const consumed of readiness.consumes) {
    const detail = (await apiAs(page.request, 'GET', `/api/collectibles/${consumed}`)).body.payload as { ownerId: string | null };
    expect(detail.ownerId).toBeNull();
  }
  const owned = (await apiAs(page.request, 'GET', `/api/users/${crafterId}/collectibles?merchantId=diamond-dreams&pageSize=100`)).body.payload.records as {
    id: string;
    setId: string;
  }[];
  expect(owned.map((collectible) => collectible.id)).toContain(resultId);
  expect(owned.filter((collectible) => collectible.setId === 'dd-gold-filigree')).toHaveLength(4);
  // The page read the ingredients again: four left, still enough for another.
  await expect(
    page.getByRole('region', { name: message('en', 'craft.recipe.ingredients') }).getByText(message('en', 'craft.recipe.owned_other', { count: '4' })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: message('en', 'craft.action.craftAgain') })).toBeEnabled();
});
