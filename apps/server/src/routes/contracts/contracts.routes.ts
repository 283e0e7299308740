import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  settlementContractDetailSchema,
  settlementContractInputSchema,
  settlementContractListQuerySchema,
  settlementContractListSchema,
} from '@plantel/contracts';
import { createContract, getContract, listContracts, updateContract } from '../../services/settlement/settlement-contracts.service';

const STAFF_ONLY = 'Staff or superusers of the company only (403 otherwise).';
const REFUSALS =
  'A 400 names each field at fault and why: a band table with a gap, an overlap or an open end inside it, a step without the price it counts by, two steps of one name, a period ending before it starts, and a period overlapping another contract for the same species, module and sex (versions of the same contract do not count). Nothing is stored then.';

/** Settlement contracts (issue 31, docs/settlement.md): what the company pays a producer for a closed batch. */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        operationId: 'listSettlementContracts',
        summary: "The company's settlement contracts, each by its current version",
        description: `${STAFF_ONLY} Filter by species, sex, or module (a module's own contracts and those for every module). Newest period first.`,
        querystring: settlementContractListQuerySchema,
        response: { 200: settlementContractListSchema, 403: apiErrorSchema },
      },
    },
    (request) => listContracts(db, request.principal, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        operationId: 'createSettlementContract',
        summary: 'Create a settlement contract (version 1)',
        description: `${STAFF_ONLY} ${REFUSALS}`,
        body: settlementContractInputSchema,
        response: { 201: settlementContractDetailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createContract(db, request.principal, request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getSettlementContract',
        summary: 'A settlement contract: its current version and every older one',
        description: `${STAFF_ONLY} Old versions stay readable: a statement names the version it was computed by.`,
        params: idParamsSchema,
        response: { 200: settlementContractDetailSchema, 403: apiErrorSchema },
      },
    },
    (request) => getContract(db, request.principal, request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        operationId: 'updateSettlementContract',
        summary: 'Change a settlement contract: in place while unused, else as its next version',
        description: `${STAFF_ONLY} While no closed batch's statement used the current version, the change replaces it (\`editable_in_place\` true). Once one did, the change is stored as the next version and the used one stays as it was, readable in \`history\`; the statements keep naming the version they were computed by. ${REFUSALS}`,
        params: idParamsSchema,
        body: settlementContractInputSchema,
        response: { 200: settlementContractDetailSchema },
      },
    },
    (request) => updateContract(db, request.principal, request.params.id, request.body),
  );
};
