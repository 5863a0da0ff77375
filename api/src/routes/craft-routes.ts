import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, type CraftRecipe, craftRecipesQuerySchema, type MerchantCategory } from '@marketplace/contracts/wire';
import type { AppContext } from '../app-context.js';
import { merchantParamsSchema, merchantRecipeParamsSchema } from '../catalogue/catalogue-params.js';
import { craftRecipe, craftRecipesOf } from '../catalogue/craft-queries.js';
import { categoriesOf, requireActiveMerchant } from '../catalogue/merchant-lookup.js';
import { okEnvelope } from '../envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/** Extension of spec §7: a merchant's craft recipes (`/craft/{merchant}`), public; crafting itself is not offered. */
export const craftRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/api/merchants/:merchantId/craft/categories', async (request): Promise<ApiEnvelope<MerchantCategory[]>> => {
    const { merchantId } = parseRequest('params', merchantParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    return okEnvelope(await categoriesOf(db, merchantId, 'CRAFT'));
  });

  app.get('/api/merchants/:merchantId/craft', async (request): Promise<ApiEnvelope<CraftRecipe[]>> => {
    const { merchantId } = parseRequest('params', merchantParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    const { categoryId } = parseRequest('query', craftRecipesQuerySchema, request.query);
    return okEnvelope(await craftRecipesOf(db, merchantId, categoryId));
  });

  app.get('/api/merchants/:merchantId/craft/:recipeId', async (request): Promise<ApiEnvelope<CraftRecipe>> => {
    const { merchantId, recipeId } = parseRequest('params', merchantRecipeParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    return okEnvelope(await craftRecipe(db, merchantId, recipeId));
  });
};
