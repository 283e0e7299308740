import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyRationTypeSchema, idParamsSchema, rationTypeInputSchema, rationTypeListSchema, rationTypePatchSchema, rationTypesQuerySchema } from '@plantel/contracts';
import { createRationType, getRationTypes, patchRationType } from '../../services/nutrition/ration-types.service';

const EDITORS =
  "Staff with the Cadastro permission in the species' module (for a type of any species, in some module; superusers always); the others get 403. The name is unique in the company, letter case aside (400 naming `name`). Audited.";

/** `GET /v1/ration-types` (spec §7): the company's feed formulas. */
export const rationTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listRationTypes',
        summary: "The ration types of the caller's company, by id",
        description: "company, when given, must be the caller's (another is a 404). With module, only that species' types and those of any species: what a delivery form of its sheds offers.",
        querystring: rationTypesQuerySchema,
        response: { 200: rationTypeListSchema },
      },
    },
    (request) => getRationTypes(app.database.db, request.principal, request.query),
  );
};

/** `POST` and `PATCH /v2/ration-types`: the company keeps its own list of formulas. */
export const rationTypeRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.post(
    '/',
    { schema: { operationId: 'createRationType', summary: 'Register a ration type: name, phase, species and bulk density', description: EDITORS, body: rationTypeInputSchema, response: { 201: companyRationTypeSchema } } },
    async (request, reply) => reply.code(201).send(await createRationType(db, request.principal, request.body)),
  );
  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'patchRationType',
        summary: 'Change a ration type (only the fields sent)',
        description: `Deliveries already recorded keep naming it. Another company's type is a 404. ${EDITORS}`,
        params: idParamsSchema,
        body: rationTypePatchSchema,
        response: { 200: companyRationTypeSchema },
      },
    },
    (request) => patchRationType(db, request.principal, request.params.id, request.body),
  );
};
