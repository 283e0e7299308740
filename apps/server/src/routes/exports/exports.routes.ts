import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertHistoryExportQuerySchema,
  antimicrobialUseExportQuerySchema,
  alertLanguageOf,
  auditExportQuerySchema,
  consumptionHistoryExportQuerySchema,
  exportQuerySchema,
  feedControlsExportQuerySchema,
  idParamsSchema,
  shedListExportQuerySchema,
  shedListParamsSchema,
} from '@plantel/contracts';
import { exportAlertHistory } from '../../services/exports/alert-history-export.service';
import { exportAntimicrobialUse } from '../../services/exports/antimicrobial-use-export.service';
import { exportConsumptionHistory, exportSlaughterForecast } from '../../services/exports/batch-tables-export.service';
import { exportFeedControls } from '../../services/exports/feed-controls-export.service';
import { exportAudit } from '../../services/exports/audit-export.service';
import { exportShedList } from '../../services/exports/shed-list-export.service';
import { SHED_LIST_DESCRIPTION } from '../sheds/shed-list-description';
import { sendAttachment } from '../attachment';

const FILE_DESCRIPTION =
  'Answers a file to download (`Content-Disposition: attachment`), written while the rows are read: CSV is UTF-8 with a byte-order mark, CRLF line ends and a header row; pt-BR and es separate fields with `;` and write decimals with a comma, en uses `,` and a decimal point. Days are dd/MM/yyyy, times dd/MM/yyyy HH:mm on the company clock. xlsx has number and date cells under a bold header row. Guests read sensitive names masked. A bad query is a 400 naming the field, before the download starts.';

const languageOf = (request: { query: { lang?: string }; headers: Record<string, unknown> }) =>
  alertLanguageOf(request.query.lang, request.headers['accept-language'] as string | undefined);


/** `/api/v2/exports/<list path>`: each list or table as a CSV or xlsx file, for the same query as the list. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/sheds/:category',
    {
      schema: {
        operationId: 'exportShedList',
        summary: 'A shed list as a file: every shed matching the same query as GET /v2/sheds/{category or state}, with the columns its page shows',
        description: `${FILE_DESCRIPTION} limit and offset are ignored: the file holds every matching shed, in the list's order.\n\n${SHED_LIST_DESCRIPTION}`,
        params: shedListParamsSchema,
        querystring: shedListExportQuerySchema,
      },
    },
    async (request, reply) => sendAttachment(reply, await exportShedList(db, request.principal, request.params.category, request.query, languageOf(request))),
  );

  app.get(
    '/alerts/history',
    {
      schema: {
        operationId: 'exportAlertHistory',
        summary: 'The alert history as a file: every alert matching the same query as GET /v2/alerts/history, newest first',
        description: `${FILE_DESCRIPTION} limit and offset are ignored. Long histories are read by key, a chunk at a time.`,
        querystring: alertHistoryExportQuerySchema,
      },
    },
    async (request, reply) => sendAttachment(reply, await exportAlertHistory(db, request.principal, request.query, languageOf(request))),
  );

  app.get(
    '/feed-controls',
    {
      schema: {
        operationId: 'exportFeedControls',
        summary: "A batch's feed deliveries as a file, for the same query as GET /v1/feed-controls",
        description: `${FILE_DESCRIPTION} limit and offset are ignored. A batch outside the scope (Nutrição) is a 404.`,
        querystring: feedControlsExportQuerySchema,
      },
    },
    async (request, reply) => sendAttachment(reply, await exportFeedControls(db, request.principal, request.query, languageOf(request))),
  );

  app.get(
    '/audit',
    {
      schema: {
        operationId: 'exportAudit',
        summary: 'The audit log as a file, for the same filters as GET /v2/audit (staff only)',
        description: `${FILE_DESCRIPTION} limit and offset are ignored. Each change's fields read "before → after". Non-staff get 403.`,
        querystring: auditExportQuerySchema,
      },
    },
    async (request, reply) => sendAttachment(reply, await exportAudit(db, request.principal, request.query, languageOf(request))),
  );

  app.get(
    '/batches/:id/consumption-history',
    {
      schema: {
        operationId: 'exportBatchConsumptionHistory',
        summary: "A batch's feed consumption by day or week of age as a file, for the same query as GET /v2/batches/{id}/consumption-history",
        description: `${FILE_DESCRIPTION} Needs Nutrição in the batch's module (otherwise 404). kg.`,
        params: idParamsSchema,
        querystring: consumptionHistoryExportQuerySchema,
      },
    },
    async (request, reply) => sendAttachment(reply, await exportConsumptionHistory(db, request.principal, request.params.id, request.query, languageOf(request))),
  );

  app.get(
    '/slaughter-weight-projection/:id',
    {
      schema: {
        operationId: 'exportSlaughterWeightProjection',
        summary: "A broiler batch's slaughter-forecast table as a file, as GET /v1/slaughter-weight-projection/{batch id} gives its predictions",
        description: `${FILE_DESCRIPTION} Needs Predição in the batch's module (otherwise 404). Weight in g, feed in kg; only the header for a batch without a forecast.`,
        params: idParamsSchema,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => sendAttachment(reply, await exportSlaughterForecast(db, request.principal, request.params.id, request.query, languageOf(request))),
  );

  app.get(
    '/antimicrobial-use',
    {
      schema: {
        operationId: 'exportAntimicrobialUse',
        summary: 'The antimicrobial use of the flocks slaughtered in a period as a file, for veterinary reporting',
        description: `${FILE_DESCRIPTION} As GET /v2/antimicrobial-use: a line per group and antimicrobial class (mg, and mg per kg of the group's live weight), then the group's total, then the total of every group. Sanidade in some module; guests get 403.`,
        querystring: antimicrobialUseExportQuerySchema,
      },
    },
    async (request, reply) => sendAttachment(reply, await exportAntimicrobialUse(db, request.principal, request.query, languageOf(request))),
  );
};
