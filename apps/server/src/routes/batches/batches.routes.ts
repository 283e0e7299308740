import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchDetailSchema, batchPerformanceSchema, idParamsSchema } from '@plantel/contracts';
import { getBatchPerformance } from '../../services/batch-performance.service';
import { getBatch } from '../../services/batches.service';

export const batchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        summary: 'One batch with its latest figures, last 24 h of environment, PCP projection and silos',
        description: "A batch of another company, or of a shed whose module is outside the roles, is a 404. Weights of animals in g, feed in kg.",
        params: idParamsSchema,
        response: { 200: batchDetailSchema },
      },
    },
    (request) => getBatch(app.database.db, request.principal, request.params.id),
  );

  app.get(
    '/:id/performance',
    {
      schema: {
        summary: "A batch's growth per division and for the batch, computed from its raw weighings",
        description:
          'Needs the Performance permission in the batch\'s module (otherwise 404). Daily points (mean weight of the day\'s weighings, reference weight, G.P.D.), weekly points, the latest weighing\'s samples and 50 g histogram, uniformity, and for the batch FCR, mortality, viability and EPEF (broilers). Weights in g, feed in kg.',
        params: idParamsSchema,
        response: { 200: batchPerformanceSchema },
      },
    },
    (request) => getBatchPerformance(app.database.db, request.principal, request.params.id),
  );
};
