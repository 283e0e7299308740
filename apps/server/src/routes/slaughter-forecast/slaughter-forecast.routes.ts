import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, slaughterForecastSchema } from '@plantel/contracts';
import { getSlaughterForecast } from '../../services/performance/slaughter-forecast.service';

export const slaughterForecastRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getSlaughterWeightProjection',
        summary: "A broiler batch's slaughter-weight forecast, day by day, from its own weighings",
        description:
          "Needs the Predição permission in the batch's module (otherwise 404). The breed's growth curve is bent to the batch's daily mean weights (a Gompertz fit anchored on the breed, see docs/slaughter-forecast.md); each future day to day 56 carries the expected weight (g), the feed eaten from lodging (kg) and the feed still to deliver beyond the silos' stock (kg). predictions is empty for a closed or not yet lodged batch, and for batches without a growth reference.",
        params: idParamsSchema,
        response: { 200: slaughterForecastSchema },
      },
    },
    (request) => getSlaughterForecast(app.database.db, request.principal, request.params.id),
  );
};
