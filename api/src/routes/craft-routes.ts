import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  type CraftOutcome,
  type CraftReadiness,
  craftReadinessQuerySchema,
  type CraftRecipe,
  craftRecipesQuerySchema,
  craftRequestSchema,
  type MerchantCategory,
  uuidParamsSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { merchantParamsSchema, merchantRecipeParamsSchema } from '../catalogue/catalogue-params.js';
import { craftRecipe, craftRecipeRow, craftRecipeRowsOf, craftRecipesOf } from '../catalogue/craft-queries.js';
import { categoriesOf, requireActiveMerchant } from '../catalogue/merchant-lookup.js';
import { craftForUser } from '../commerce/craft.js';
import { craftReadinessOf, recipeReadinessOf } from '../commerce/craft-readiness.js';
import { okEnvelope } from '../http/envelope.js';
import { answerKeptAtCommit } from '../idempotency/answer-kept-at-commit.js';
import { parseRequest } from '../validation/parse-request.js';

/**
 * Extension of spec §7: a merchant's craft recipes (`/craft/{merchant}`), public; for the signed-in
 * user, what they hold of each recipe's ingredients, and crafting itself.
 */
export const craftRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { db, auth } = context;
  const guarded = { preHandler: auth.requireUser };

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

  // Extension: the signed-in user's ingredients of the merchant's recipes (of one category, or all), in the recipes' order.
  app.get('/api/users/self/craft-readiness', guarded, async (request): Promise<ApiEnvelope<CraftReadiness[]>> => {
    const { merchantId, categoryId } = parseRequest('query', craftReadinessQuerySchema, request.query);
    await requireActiveMerchant(db, merchantId);
    const recipes = await craftRecipeRowsOf(db, merchantId, categoryId);
    return okEnvelope(await craftReadinessOf(db, sessionUserOf(request).id, merchantId, recipes));
  });

  // Extension: the signed-in user's ingredients of one recipe.
  app.get('/api/users/self/craft-readiness/:id', guarded, async (request): Promise<ApiEnvelope<CraftReadiness>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    const recipe = await craftRecipeRow(db, id);
    await requireActiveMerchant(db, recipe.merchantId);
    return okEnvelope(await recipeReadinessOf(db, sessionUserOf(request).id, recipe));
  });

  // Extension: crafts a recipe from the collectibles the wallet signed: they are consumed and the result minted to the user, at once.
  app.post(
    '/api/users/self/crafts',
    { preHandler: [auth.requireAcceptedTerms, context.idempotentWrite] },
    async (request): Promise<ApiEnvelope<CraftOutcome>> => {
      const order = parseRequest('body', craftRequestSchema, request.body);
      const keepOutcome = answerKeptAtCommit(request, okEnvelope);
      return okEnvelope(await craftForUser(db, context, { userId: sessionUserOf(request).id, ...order, keepOutcome }));
    },
  );
};
