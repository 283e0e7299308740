import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  minimumConsumptionAlertSchema,
  minimumConsumptionInputSchema,
  minimumConsumptionListSchema,
  minimumConsumptionPatchSchema,
  minimumConsumptionQuerySchema,
} from '@plantel/contracts';
import {
  changeMinimumConsumptionAlert,
  createMinimumConsumptionAlert,
  deleteMinimumConsumptionAlert,
  listMinimumConsumptionAlerts,
} from '../../services/alerts/detection/minimum-consumption.service';

const RULES =
  'Spec §5: name required; value > 0; start and end whole even hours ("HH:00"), start before end (an end of 00:00 is midnight, 24); interval a positive even number of hours dividing the window. A broken rule is a 400 whose fields carry the message key the form shows (`key`, with `params.n` for the window length). Needs Nutrição in the shed\'s module; guests get 403.';

export const minimumConsumptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listMinimumConsumptionAlerts',
        summary: 'Minimum-consumption alert rules of a shed, or of every shed in scope',
        description: 'By shed name, then rule name. A shed outside the scope is a 404.',
        querystring: minimumConsumptionQuerySchema,
        response: { 200: minimumConsumptionListSchema },
      },
    },
    (request) => listMinimumConsumptionAlerts(app.database.db, request.principal, request.query.shed),
  );

  app.post(
    '/',
    { schema: { operationId: 'createMinimumConsumptionAlert', summary: 'Create a minimum-consumption alert rule', description: RULES, body: minimumConsumptionInputSchema, response: { 201: minimumConsumptionAlertSchema } } },
    async (request, reply) => reply.code(201).send(await createMinimumConsumptionAlert(app.database.db, request.principal, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateMinimumConsumptionAlert',
        summary: 'Change a minimum-consumption alert rule (all of it, or part, e.g. only active_alert)',
        description: RULES,
        params: idParamsSchema,
        body: minimumConsumptionPatchSchema,
        response: { 200: minimumConsumptionAlertSchema },
      },
    },
    (request) => changeMinimumConsumptionAlert(app.database.db, request.principal, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { operationId: 'deleteMinimumConsumptionAlert', summary: 'Delete a minimum-consumption alert rule', description: "Needs Nutrição in the shed's module; guests get 403.", params: idParamsSchema } },
    async (request, reply) => {
      await deleteMinimumConsumptionAlert(app.database.db, request.principal, request.params.id);
      return reply.code(204).send();
    },
  );
};
