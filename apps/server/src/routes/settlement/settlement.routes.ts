import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  closeBatchBodySchema,
  idParamsSchema,
  statementCorrectionBodySchema,
  statementQuerySchema,
  statementResponseSchema,
  statementVersionListSchema,
} from '@plantel/contracts';
import { sendError } from '../../plugins/errors';
import { ForbiddenError } from '../../services/common/errors';
import { closeBatch, correctBatchStatement, getStatement, listStatementVersions } from '../../services/settlement/settlement-statements.service';

const READERS = "Staff read every batch's statement; a producer only his own batches' (404 for another's); a guest none (403).";

/** Closing a batch and its settlement statement (issue 31, docs/settlement.md). */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/:id/close',
    {
      schema: {
        operationId: 'closeBatch',
        summary: 'Close a batch from its slaughter figures: its confirmed settlement statement, version 1',
        description:
          "Staff only (403). Finds the contract in force for the batch's species, module (its shed's core) and sex on the slaughter day, computes the statement against the batches closed under that contract in the same ISO week, and stores the figures, the statement and the batch's slaughter and closing in one transaction. `preview: true` answers the statement it would confirm and stores nothing. 400 names each missing or impossible figure (without birds delivered, live weight or a slaughter day, in the body or stored on the batch); 409 when the batch already has a statement or no contract is in force.",
        params: idParamsSchema,
        body: closeBatchBodySchema,
        response: { 200: statementResponseSchema, 201: statementResponseSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await closeBatch(db, request.principal, request.params.id, request.body);
      return reply.code(answer.status === 'preview' ? 200 : 201).send(answer);
    },
  );

  app.get(
    '/:id/statement',
    {
      schema: {
        operationId: 'getBatchStatement',
        summary: "A closed batch's settlement statement: the latest version, or `version`",
        description: `${READERS} 404 when the batch has no statement or not that version.`,
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: statementResponseSchema, 403: apiErrorSchema },
      },
    },
    (request) => getStatement(db, request.principal, request.params.id, request.query.version),
  );

  app.get(
    '/:id/statement/versions',
    {
      schema: {
        operationId: 'listBatchStatementVersions',
        summary: "Every version of a batch's statement: the audit trail",
        description: `${READERS} Each version with who confirmed it, when, why, and every figure that changed from the version before (by its dotted path, before and after).`,
        params: idParamsSchema,
        response: { 200: statementVersionListSchema, 403: apiErrorSchema },
      },
    },
    (request) => listStatementVersions(db, request.principal, request.params.id),
  );

  app.post(
    '/:id/statement/corrections',
    {
      schema: {
        operationId: 'correctBatchStatement',
        summary: "Correct a batch's statement: the next version, naming its reason",
        description:
          "Staff only (403). The body is the corrected slaughter figures in full and the reason. The new version is computed under the contract version of the one before, against the batches closed under it in the week as they stand now; the older versions stay as they were. 404 when the batch has no statement yet.",
        params: idParamsSchema,
        body: statementCorrectionBodySchema,
        response: { 201: statementResponseSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await correctBatchStatement(db, request.principal, request.params.id, request.body)),
  );

  // A confirmed statement is immutable: any attempt to change it in place is refused, nothing stored.
  const IMMUTABLE = [
    ['PUT', 'replaceBatchStatement'],
    ['PATCH', 'patchBatchStatement'],
    ['DELETE', 'deleteBatchStatement'],
  ] as const;
  for (const [method, operationId] of IMMUTABLE) {
    app.route({
      method,
      url: '/:id/statement',
      schema: {
        operationId,
        summary: 'Not allowed: a confirmed statement never changes',
        description: 'Always 405 (403 to a guest, as every write), nothing stored. Correct a statement by `POST /api/v2/batches/{id}/statement/corrections`, which adds a version and keeps the old one.',
        params: idParamsSchema,
        response: { 403: apiErrorSchema, 405: apiErrorSchema },
      },
      handler: (request, reply) => {
        // A guest changes nothing anywhere: the same 403 as every other write.
        if (request.principal.isGuest) throw new ForbiddenError('A guest may not change anything');
        sendError(
          request,
          reply.header('allow', 'GET'),
          405,
          'A confirmed statement never changes: correct it by POST /api/v2/batches/{id}/statement/corrections, which adds a version and keeps this one',
        );
      },
    });
  }
};
