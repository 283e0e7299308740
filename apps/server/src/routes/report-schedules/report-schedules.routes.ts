import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  reportScheduleCreateSchema,
  reportScheduleListSchema,
  reportScheduleOptionsSchema,
  reportSchedulePatchSchema,
  reportScheduleSchema,
  reportSendResultSchema,
} from '@plantel/contracts';
import { sendError } from '../../plugins/errors';
import type { Mailer } from '../../services/alerts/channels/email';
import { sendReportNow } from '../../services/reports/report-delivery.service';
import {
  changeReportSchedule,
  createReportSchedule,
  deleteReportSchedule,
  listReportSchedules,
  reportScheduleOptions,
} from '../../services/reports/report-schedules.service';

export interface ReportSchedulesRoutesOptions {
  /** Null when the server has no SMTP server: schedules can be kept, nothing is sent. */
  mailer: Mailer | null;
}

/** "Send now" e-mails any address a schedule names: a few tries per person, so the server relays no flood. */
export const SEND_NOW_PER_USER = { max: 5, timeWindow: '10 minutes' } as const;

/** Weekly e-mails of batch reports (docs/reports.md). */
export const reportSchedulesRoutes: FastifyPluginAsyncZod<ReportSchedulesRoutesOptions> = async (app, { mailer }) => {
  const db = app.database.db;
  const sendBudget = app.createRateLimit({ ...SEND_NOW_PER_USER, keyGenerator: (r) => `report-send:${r.principal.userId}` });
  const throttleSend = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await sendBudget(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      return sendError(request, reply, 429, `Too many reports sent now; try again in ${result.ttlInSeconds} s`);
    }
  };

  app.get('/', { schema: { operationId: 'listReportSchedules', summary: 'Your report schedules (staff: every schedule of the company)', response: { 200: reportScheduleListSchema } } }, (request) =>
    listReportSchedules(db, request.principal),
  );

  app.get(
    '/options',
    { schema: { operationId: 'getReportScheduleOptions', summary: 'What a schedule may choose: your sheds with their current batch, your modules, your alert e-mail', response: { 200: reportScheduleOptionsSchema } } },
    (request) => reportScheduleOptions(db, request.principal, mailer !== null),
  );

  app.post(
    '/',
    { schema: { operationId: 'createReportSchedule', summary: 'Schedule a weekly e-mail of the reports of sheds or modules you follow', body: reportScheduleCreateSchema, response: { 201: reportScheduleSchema } } },
    async (request, reply) => reply.code(201).send(await createReportSchedule(db, request.principal, request.body)),
  );

  app.patch(
    '/:id',
    { schema: { operationId: 'updateReportSchedule', summary: 'Change a schedule (its owner, or staff)', params: idParamsSchema, body: reportSchedulePatchSchema, response: { 200: reportScheduleSchema } } },
    (request) => changeReportSchedule(db, request.principal, request.params.id, request.body),
  );

  app.delete('/:id', { schema: { operationId: 'deleteReportSchedule', summary: 'Delete a schedule (its owner, or staff)', params: idParamsSchema } }, async (request, reply) => {
    await deleteReportSchedule(db, request.principal, request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/:id/send',
    {
      preHandler: throttleSend,
      schema: {
        operationId: 'sendReportSchedule',
        summary: "Send the schedule's e-mail now, to try it; the week's scheduled e-mail still goes out (409 when the server has no SMTP)",
        params: idParamsSchema,
        response: { 200: reportSendResultSchema },
      },
    },
    (request) => sendReportNow(db, request.principal, mailer, request.params.id),
  );
};
