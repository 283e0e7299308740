import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertLanguageOf, idParamsSchema, statementDocumentQuerySchema } from '@plantel/contracts';
import { statementFile, STATEMENT_FILE_TYPES, type StatementFileFormat } from '../../services/settlement/statement-files.service';
import { sendAttachment } from '../attachment';

const READERS = "Staff read every batch's statement; a producer only his own batches' (404 for another's); a guest none (403). 404 when the batch has no statement or not that version.";
const CONTENTS =
  'With the producer\'s and the integrator\'s identification, the farm, shed, batch, contract and its version, the statement version and its correction reason, and every RIPI field (Law 13.288/2016, Art. 7): inputs supplied, technical indicators, quantities produced, prices used, each pay step with its input and result, and the amount payable in reais.';

/** A batch's settlement statement as a PDF and as a workbook (issue 31, docs/settlement.md). */
export const statementFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const route = (format: StatementFileFormat, operationId: string, summary: string) =>
    app.get(
      `/:id/statement.${format}`,
      {
        schema: {
          operationId,
          summary,
          description: `${CONTENTS} In the language of \`lang\`, Accept-Language or pt-BR. ${READERS}`,
          params: idParamsSchema,
          querystring: statementDocumentQuerySchema,
          produces: [STATEMENT_FILE_TYPES[format]],
        },
      },
      async (request, reply) => {
        const lang = alertLanguageOf(request.query.lang, request.headers['accept-language']);
        const file = await statementFile(db, request.principal, request.params.id, format, lang, request.query.version);
        return sendAttachment(reply, file);
      },
    );
  route('pdf', 'getBatchStatementPdf', "A closed batch's settlement statement as a PDF (the RIPI)");
  route('xlsx', 'getBatchStatementXlsx', "A closed batch's settlement statement as an xlsx workbook");
};
