import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyUserListSchema, companyUserSchema, idParamsSchema, producerListSchema, userProducersInputSchema } from '@plantel/contracts';
import { listProducersOfCompany, listUsersOfCompany, setUserProducers } from '../../services/company-users.service';

/** The company's users and the producers each follows (staff only). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        operationId: 'listCompanyUsers',
        summary: "The company's users with their roles and the producers they follow (staff only)",
        description:
          'A user linked to producers sees only their farms; staff, superusers and users linked to none see the whole company (`follows_every_farm`). Non-staff get 403.',
        response: { 200: companyUserListSchema },
      },
    },
    (request) => listUsersOfCompany(db, request.principal),
  );

  app.put(
    '/:id/producers',
    {
      schema: {
        operationId: 'putUserProducers',
        summary: 'Set the producers whose farms alone a user follows (staff only)',
        description:
          "Replaces the user's links; an empty list lets them follow the whole company again. Every id must be a producer of the company (400 naming the field otherwise); a user of another company is a 404, non-staff get 403. The user's next request is scoped by the new links. Answers the user as stored.",
        params: idParamsSchema,
        body: userProducersInputSchema,
        response: { 200: companyUserSchema },
      },
    },
    (request) => setUserProducers(db, request.principal, request.params.id, request.body),
  );
};

/** The company's producers, to link users to (staff only). */
export const producersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listProducers',
        summary: "The company's producers by name, to link users to (staff only)",
        response: { 200: producerListSchema },
      },
    },
    (request) => listProducersOfCompany(app.database.db, request.principal),
  );
};
