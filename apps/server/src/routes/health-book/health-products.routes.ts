import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthProductImportResultSchema, healthProductImportSchema, healthProductInputSchema, healthProductSchema, healthProductsSchema, idParamsSchema } from '@plantel/contracts';
import { changeHealthProduct, createHealthProducts, listHealthProducts, removeHealthProduct } from '../../services/health/health-products.service';

const WHO = 'Read with Sanidade in some module (guests get 403); kept by staff with Sanidade.';

/** The company's veterinary catalogue (docs/health-book.md). */
export const healthProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    { schema: { operationId: 'listHealthProducts', summary: "The company's veterinary products, with their withdrawal periods", description: WHO, response: { 200: healthProductsSchema } } },
    (request) => listHealthProducts(db, request.principal),
  );

  app.post(
    '/',
    {
      schema: {
        operationId: 'createHealthProduct',
        summary: 'Add a product to the catalogue',
        description: `${WHO} Refused (400): a name the catalogue holds already (letter case aside), a product for no species, an antimicrobial without each ingredient's mg per unit.`,
        body: healthProductInputSchema,
        response: { 201: healthProductSchema },
      },
    },
    async (request, reply) => reply.code(201).send((await createHealthProducts(db, request.principal, [request.body], () => 'name'))[0]!),
  );

  app.post(
    '/import',
    {
      schema: {
        operationId: 'importHealthProducts',
        summary: 'Add many products to the catalogue at once: all or none',
        description: `${WHO} Each product as in createHealthProduct; a refusal names the product by its place (\`products.3.name\`) and nothing is added.`,
        body: healthProductImportSchema,
        response: { 201: healthProductImportResultSchema },
      },
    },
    async (request, reply) => {
      const results = await createHealthProducts(db, request.principal, request.body.products);
      return reply.code(201).send({ created: results.length, results });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        operationId: 'updateHealthProduct',
        summary: 'Change a product of the catalogue',
        description: `${WHO} Treatments already recorded keep the withdrawal they were recorded with.`,
        params: idParamsSchema,
        body: healthProductInputSchema,
        response: { 200: healthProductSchema },
      },
    },
    (request) => changeHealthProduct(db, request.principal, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { operationId: 'deleteHealthProduct', summary: 'Remove a product no flock was given (409 otherwise: the flocks\' books name it)', description: WHO, params: idParamsSchema } },
    async (request, reply) => {
      await removeHealthProduct(db, request.principal, request.params.id);
      return reply.code(204).send();
    },
  );
};
