import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  XLSX_CONTENT_TYPE,
  alertLanguageOf,
  apiErrorSchema,
  batchImportQuerySchema,
  healthProductImportResultSchema,
  healthProductImportSchema,
  healthProductInputSchema,
  healthProductSchema,
  healthProductsSchema,
  idParamsSchema,
  validationMessage,
} from '@plantel/contracts';
import type { FastifyRequest } from 'fastify';
import { acceptImportBodies, askedLanguage } from '../../plugins/import-body';
import { ImportFileError, type ImportFileBody } from '../../services/batch-import/source';
import { healthProductTemplate, NotAProductSheetError, productsOfSheet } from '../../services/health/health-product-sheet';
import { changeHealthProduct, createHealthProducts, listHealthProducts, removeHealthProduct, requireCatalogueEditor } from '../../services/health/health-products.service';
import { sendAttachment } from '../attachment';

/** A catalogue of 500 products is some 100 KB as .xlsx. */
const SHEET_MAX_BYTES = 1024 * 1024;
const languageOf = (request: FastifyRequest) => alertLanguageOf(askedLanguage(request), request.headers['accept-language']);
const notAFile = () => new ImportFileError(415, validationMessage('health.errors.sheet.notAFile'));

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

  // The template and the sheet, with their own body parsers: the bytes of an .xlsx, not JSON.
  await app.register(async (sheets) => {
    acceptImportBodies(sheets, { bodyLimit: SHEET_MAX_BYTES, notJson: notAFile, notAFile, mayWrite: requireCatalogueEditor });

    sheets.get(
      '/template',
      {
        schema: {
          operationId: 'getHealthProductTemplate',
          summary: "The catalogue's .xlsx template, in a language",
          description: 'One sheet, a row per product (a row with no name below it adds an active ingredient to it), a note on each column. Any signed-in user may download it.',
          querystring: batchImportQuerySchema,
          produces: [XLSX_CONTENT_TYPE],
        },
      },
      async (request, reply) => {
        const { filename, body } = await healthProductTemplate(languageOf(request));
        return sendAttachment(reply, { contentType: XLSX_CONTENT_TYPE, filename, body });
      },
    );

    sheets.post(
      '/sheet',
      {
        schema: {
          operationId: 'importHealthProductSheet',
          summary: 'Add the products of the template filled in to the catalogue: all or none',
          description: [
            WHO,
            `The body is the .xlsx template filled in, sent as it is (\`${XLSX_CONTENT_TYPE}\`), at most 1 MB; columns are found by their names in pt-BR, en or es, kinds and routes by their words in any of them.`,
            'A 400 names every refused cell as `rows.<sheet row>.<column>` (a word the template does not know, a number that is not one, an antimicrobial without its mg per unit, a name the catalogue holds), and nothing is added. JSON goes to importHealthProducts.',
          ].join(' '),
          querystring: batchImportQuerySchema,
          response: { 201: healthProductImportResultSchema, 415: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const body = request.body as ImportFileBody | undefined;
        if (body?.kind !== 'xlsx') throw notAFile();
        requireCatalogueEditor(request.principal);
        let products;
        try {
          products = await productsOfSheet(body.bytes, languageOf(request));
        } catch (error) {
          if (error instanceof NotAProductSheetError) throw notAFile();
          throw error;
        }
        const results = await createHealthProducts(
          db,
          request.principal,
          products.map((p) => p.input),
          (i) => `rows.${products[i]!.row}.name`,
        );
        return reply.code(201).send({ created: results.length, results });
      },
    );
  });

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
