import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, shedDetailSchema, shedListParamsSchema, shedListQuerySchema, shedListSchema, shedNutritionSchema } from '@plantel/contracts';
import { getShedNutrition } from '../../services/batch-nutrition.service';
import { listShedsOf } from '../../services/shed-list.service';
import { getShed } from '../../services/sheds.service';
import { SHED_LIST_DESCRIPTION } from './shed-list-description';

export const shedsRoutes: FastifyPluginAsyncZod = async (app) => {
  // find-my-way tries the numeric pattern first, so `/12` is a shed and `/performance` (or `/12a`) a list.
  app.get(
    '/:id(^\\d+)',
    {
      schema: {
        summary: "One shed of the caller's company, if their modules include its production type",
        description: 'With its batches (current first), devices, state timeline and silos. Another company\'s shed, or one of a module outside the roles, is a 404.',
        params: idParamsSchema,
        response: { 200: shedDetailSchema },
      },
    },
    (request) => getShed(app.database.db, request.principal, request.params.id),
  );

  app.get(
    '/:id(^\\d+)/nutrition',
    {
      schema: {
        summary: "The ration prediction of a shed's current batch",
        description:
          "Needs the Nutrição permission in the shed's module (otherwise 404). Feed in the silos at the latest reading and, while the batch is open with animals, when it runs out and the stock falling until then (every 6 h). kg.",
        params: idParamsSchema,
        response: { 200: shedNutritionSchema },
      },
    },
    (request) => getShedNutrition(app.database.db, request.principal, request.params.id),
  );

  app.get(
    '/:category',
    {
      schema: {
        summary: 'A shed list: a feature category or a batch stage, filtered, searched, ordered and paged',
        description: SHED_LIST_DESCRIPTION,
        params: shedListParamsSchema,
        querystring: shedListQuerySchema,
        response: { 200: shedListSchema },
      },
    },
    (request) => listShedsOf(app.database.db, request.principal, request.params.category, request.query),
  );
};
