import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  shedConditionsSchema,
  shedDetailSchema,
  shedListParamsSchema,
  shedListQuerySchema,
  shedListSchema,
  shedNutritionSchema,
  slaughterPlanInputSchema,
  slaughterPlanResultSchema,
} from '@plantel/contracts';
import { getShedNutrition } from '../../services/nutrition/batch-nutrition.service';
import { listShedsOf } from '../../services/overview/shed-list.service';
import { getShedConditions } from '../../services/overview/shed-conditions.service';
import { getShed } from '../../services/overview/shed-detail.service';
import { planSlaughter } from '../../services/performance/slaughter-plan.service';
import { SHED_LIST_DESCRIPTION } from './shed-list-description';

export const shedsRoutes: FastifyPluginAsyncZod = async (app) => {
  // find-my-way tries the numeric pattern first, so `/12` is a shed and `/performance` (or `/12a`) a list.
  app.get(
    '/:id(^\\d+)',
    {
      schema: {
        operationId: 'getShed',
        summary: "One shed of the caller's company, if their modules include its production type",
        description: 'With its batches (current first), devices, state timeline and silos. Another company\'s shed, or one of a module outside the roles, is a 404.',
        params: idParamsSchema,
        response: { 200: shedDetailSchema },
      },
    },
    (request) => getShed(app.database.db, request.principal, request.params.id),
  );

  app.get(
    '/:id(^\\d+)/conditions',
    {
      schema: {
        operationId: 'getShedConditions',
        summary: "What is wrong in a shed now, worst first: the dashboards' banner and red tiles",
        description:
          "For the shed's current batch while it is in the shed (lodged or at slaughter; otherwise none): no feed (every silo with a reading is empty), the comfort level of the shed lists (critical or lethal), open critical alerts the caller may read, silos at their critical level, a planned slaughter day before today (the company's calendar), and devices silent longer than the stale-sensor limit of the alert thresholds. Another company's shed, or one of a module outside the roles, is a 404.",
        params: idParamsSchema,
        response: { 200: shedConditionsSchema },
      },
    },
    (request) => getShedConditions(app.database.db, request.principal, request.params.id),
  );

  app.get(
    '/:id(^\\d+)/nutrition',
    {
      schema: {
        operationId: 'getShedNutrition',
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
        operationId: 'listSheds',
        summary: 'A shed list: a feature category or a batch stage, filtered, searched, ordered and paged',
        description: SHED_LIST_DESCRIPTION,
        params: shedListParamsSchema,
        querystring: shedListQuerySchema,
        response: { 200: shedListSchema },
      },
    },
    (request) => listShedsOf(app.database.db, request.principal, request.params.category, request.query),
  );

  app.put(
    '/:id/slaughter-plan',
    {
      schema: {
        operationId: 'putShedSlaughterPlan',
        summary: "Plan the slaughter of a shed's current batch: the day, and optionally the target weight and priority",
        description:
          "Needs the Predição permission in the shed's module (otherwise 404); guests get 403. `batch` must still be the shed's current, lodged broiler batch (409 otherwise). The day must fall between today and the last forecast day (400). Answers with the forecast for that day (weight in g, feed in kg) and when the target weight is reached; the shed lists' target_value and target_date follow.",
        params: idParamsSchema,
        body: slaughterPlanInputSchema,
        response: { 200: slaughterPlanResultSchema },
      },
    },
    (request) => planSlaughter(app.database.db, request.principal, request.params.id, request.body),
  );
};
