import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertLanguageOf, apiErrorSchema, rankingsExportQuerySchema, rankingsQuerySchema, rankingsResponseSchema, XLSX_CONTENT_TYPE } from '@plantel/contracts';
import { getRankings, rankingsWorkbook } from '../../services/settlement/rankings.service';
import { sendAttachment } from '../attachment';

const WHO =
  "Staff see every producer's batches. A producer sees his own batches batch over batch (`own`) and his place among all; the other producers' names are masked by the server (\"Produtor 3\", numbered by their first closed batch, in the language of Accept-Language) and their batch and producer ids are not sent. A guest: 403.";

/** Producers compared: closed batches ranked by a figure of their statements (issue 31, docs/settlement.md). */
export const rankingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/rankings',
    {
      schema: {
        operationId: 'listRankings',
        summary: 'The closed batches of a period ranked by EPEF, adjusted FCR, viability, cost per kg or pay per kg, with the distribution',
        description: `Batches whose latest statement's slaughter day is in \`from\`–\`to\` (and under \`contractId\`), ranked best first; equal figures at the shown precision share a place. ${WHO}`,
        querystring: rankingsQuerySchema,
        response: { 200: rankingsResponseSchema, 403: apiErrorSchema },
      },
    },
    (request) => getRankings(db, request.principal, request.query, alertLanguageOf(request.headers['accept-language'])),
  );

  app.get(
    '/rankings.xlsx',
    {
      schema: {
        operationId: 'exportRankings',
        summary: 'The same ranking as an xlsx workbook',
        description: `One row per batch: place, producer, batch, slaughter day and the figure (cost and pay per kg in reais), titles in the language of \`lang\`, Accept-Language or pt-BR. ${WHO}`,
        querystring: rankingsExportQuerySchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const { lang: asked, ...query } = request.query;
      const lang = alertLanguageOf(asked, request.headers['accept-language']);
      const file = await rankingsWorkbook(db, request.principal, query, lang);
      return sendAttachment(reply, { contentType: XLSX_CONTENT_TYPE, filename: file.filename, body: file.body });
    },
  );
};
