import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, shedDetailSchema, shedListParamsSchema, shedListQuerySchema, shedListSchema } from '@plantel/contracts';
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
