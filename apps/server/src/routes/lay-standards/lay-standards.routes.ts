import type { FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  XLSX_CONTENT_TYPE,
  alertLanguageOf,
  apiErrorSchema,
  batchImportQuerySchema,
  idParamsSchema,
  layStandardImportResultSchema,
  layStandardJsonSchema,
  layStandardListSchema,
  layStandardQuerySchema,
  layStandardSchema,
  validationMessage,
} from '@plantel/contracts';
import { ImportFileError } from '../../services/batch-import/source';
import {
  NotAStandardFileError,
  importLayStandard,
  layStandardById,
  layStandardTemplate,
  listLayStandards,
  removeLayStandard,
  type LayStandardBody,
  requireSomeStandardEditor,
} from '../../services/eggs/lay-standards.service';
import { acceptImportBodies, askedLanguage } from '../../plugins/import-body';
import { sendAttachment } from '../attachment';

/** A standard of 120 weeks is some 10 KB as JSON, some 20 KB as .xlsx. */
const LAY_STANDARD_MAX_BYTES = 1024 * 1024;

const languageOf = (request: FastifyRequest) => alertLanguageOf(askedLanguage(request), request.headers['accept-language']);
const notAFile = () => new ImportFileError(415, validationMessage('layStandards.errors.notAFile'));

/** Breed lay standards of breeders and laying hens (docs/kpis.md, "Breed standards"). */
export const layStandardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  acceptImportBodies(app, {
    bodyLimit: LAY_STANDARD_MAX_BYTES,
    notJson: () => new ImportFileError(400, validationMessage('layStandards.errors.notAFile')),
    notAFile,
    mayWrite: requireSomeStandardEditor,
  });

  app.get(
    '/',
    {
      schema: {
        operationId: 'listLayStandards',
        summary: "The company's breed lay standards",
        description: 'Those of the laying modules (matrizeiro, aves_poedeiras) where the caller holds Performance, by module and lineage.',
        response: { 200: layStandardListSchema },
      },
    },
    (request) => listLayStandards(db, request.principal),
  );

  app.get(
    '/template',
    {
      schema: {
        operationId: 'getLayStandardTemplate',
        summary: 'The .xlsx template of a breed lay standard, in a language',
        description: 'One sheet, a row per week of life: week, hen-day %, eggs per hen housed, egg weight (g), body weight (g), feed per hen a day (g). Any signed-in user may download it.',
        querystring: batchImportQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) => {
      const { filename, body } = await layStandardTemplate(languageOf(request));
      return sendAttachment(reply, { contentType: XLSX_CONTENT_TYPE, filename, body });
    },
  );

  app.put(
    '/',
    {
      bodyLimit: LAY_STANDARD_MAX_BYTES,
      schema: {
        operationId: 'putLayStandard',
        summary: "Import a breed's lay standard for a module and lineage, from the .xlsx template or JSON",
        description: [
          'Staff with the Cadastro permission in the module (superusers always); others get 403.',
          `The body is the JSON below or the .xlsx template filled in, sent as it is (\`${XLSX_CONTENT_TYPE}\`), at most 1 MB; columns are found by their names in pt-BR, en or es, or by the JSON keys, and another column is refused by name.`,
          'The same module and lineage (letter case aside) again replaces that standard. A 400 names every refused row and column (a figure out of its limits, a week twice, no week), and nothing is stored.',
          "The module's flocks of that lineage are compared with it from then on: their weeks' hen-day % against the standard's, and the alerts against the standard.",
        ].join(' '),
        querystring: layStandardQuerySchema,
        body: layStandardJsonSchema,
        response: { 200: layStandardImportResultSchema, 415: apiErrorSchema },
      },
      // The body schema documents the JSON form; the service reads and checks both forms, so every refusal comes at once.
      validatorCompiler: (route) => (route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0])),
    },
    async (request) => {
      const body = request.body as unknown as LayStandardBody | undefined;
      if (!body) throw notAFile();
      try {
        return await importLayStandard(db, request.principal, request.query, body, languageOf(request));
      } catch (error) {
        if (error instanceof NotAStandardFileError) throw notAFile();
        throw error;
      }
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getLayStandard',
        summary: 'A breed lay standard with its weeks',
        description: "Another company's standard, or one of a module where the caller has no Performance, is a 404.",
        params: idParamsSchema,
        response: { 200: layStandardSchema },
      },
    },
    (request) => layStandardById(db, request.principal, request.params.id),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteLayStandard',
        summary: 'Remove a breed lay standard: its flocks are compared with their own weeks again',
        description: 'Staff with the Cadastro permission in its module (superusers always).',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await removeLayStandard(db, request.principal, request.params.id);
      return reply.code(204).send();
    },
  );
};
