import type { FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REGISTER_IMPORT_LABELS,
  XLSX_CONTENT_TYPE,
  alertLanguageOf,
  apiErrorSchema,
  batchImportQuerySchema,
  registerImportJsonSchema,
  registerImportRefusedSchema,
  registerImportResultSchema,
} from '@plantel/contracts';
import { ImportFileError } from '../../services/batch-import/source';
import { RegisterImportRefusedError } from '../../services/register-import/import-register';
import { importRegisterAs, registerImportTemplate, registerRefusedAnswer, type RegisterImportBody } from '../../services/register-import/register-import.service';
import { acceptImportBodies, askedLanguage } from '../../plugins/import-body';
import { requireRegisterEditor } from '../../services/register/register-access';
import { sendAttachment } from '../attachment';

/** The largest register import: 300 sheds are some 30 KB; this leaves room for thousands. */
const REGISTER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const languageOf = (request: FastifyRequest) => alertLanguageOf(askedLanguage(request), request.headers['accept-language']);

const DESCRIPTION = [
  'Staff with the Cadastro permission (superusers always); sheds only of the production types their Cadastro covers.',
  `The body is the JSON below or the .xlsx template filled in, sent as it is (\`${XLSX_CONTENT_TYPE}\`), at most ${REGISTER_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  'Sheets and columns are found by their names in pt-BR, en or es, or by the JSON keys. Rows are matched by identification, so importing again updates them: producers by CPF/CNPJ, properties by producer and name, sheds by property and identification, silos by shed and identification.',
  'One transaction: a 400 lists every refusal by sheet, row, field, column and reason in the language of `lang` (else Accept-Language, else pt-BR), and nothing is stored. Every change is audited. See docs/register.md.',
].join(' ');

/** The farm register imported at once, and its template. */
export const registerImportRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptImportBodies(app, {
    bodyLimit: REGISTER_IMPORT_MAX_BYTES,
    notJson: (request) => new ImportFileError(400, REGISTER_IMPORT_LABELS[languageOf(request)].notJson),
    notAFile: (request) => new ImportFileError(415, REGISTER_IMPORT_LABELS[languageOf(request)].notAFile),
    mayWrite: requireRegisterEditor,
  });

  app.post(
    '/import',
    {
      bodyLimit: REGISTER_IMPORT_MAX_BYTES,
      schema: {
        operationId: 'importRegister',
        summary: 'Import producers, properties, sheds with their divisions and silos at once, from the .xlsx template or JSON',
        description: DESCRIPTION,
        querystring: batchImportQuerySchema,
        body: registerImportJsonSchema,
        response: { 201: registerImportResultSchema, 400: z.union([registerImportRefusedSchema, apiErrorSchema]), 415: apiErrorSchema },
      },
      // The body schema documents the JSON form; the service reads and checks both forms, so every refusal comes at once.
      validatorCompiler: (route) => (route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0])),
    },
    async (request, reply) => {
      const lang = languageOf(request);
      const body = request.body as unknown as RegisterImportBody | undefined;
      if (!body) throw new ImportFileError(415, REGISTER_IMPORT_LABELS[lang].notAFile);
      try {
        return reply.code(201).send(await importRegisterAs(app.database.db, request.principal, body, lang));
      } catch (err) {
        if (err instanceof RegisterImportRefusedError) return reply.code(400).send(registerRefusedAnswer(lang, request.id, err.refusals));
        throw err;
      }
    },
  );

  app.get(
    '/import/template',
    {
      schema: {
        operationId: 'getRegisterImportTemplate',
        summary: 'The .xlsx template of a register import, in a language',
        description: 'A sheet per kind (producers, properties, sheds, silos) named in `lang` (else Accept-Language, else pt-BR), with a bold header row and one example row each. Any signed-in user may download it.',
        querystring: batchImportQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) => {
      const { filename, body } = await registerImportTemplate(languageOf(request));
      return sendAttachment(reply, { contentType: XLSX_CONTENT_TYPE, filename, body });
    },
  );
};
