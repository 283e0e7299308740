import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { telemetryDeviceListSchema, telemetryRequestSchema, telemetryResultSchema } from '@plantel/contracts';
import type { TelemetryFollowUp } from '../../jobs/telemetry-follow-up.job';
import { authenticateIngestKey, devicesOfIngestKey, type IngestKeyRow } from '../../services/telemetry/devices.service';
import { ingestTelemetry } from '../../services/telemetry/telemetry.service';
import { INGEST_KEY_SECURITY } from '../../plugins/openapi';

export interface TelemetryRoutesOptions {
  followUp: TelemetryFollowUp;
  /** Largest request body, bytes. */
  bodyLimit: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    ingestKey: IngestKeyRow | null;
  }
}

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/** Devices and gateways send readings here with their ingest key (not a user's token). */
export const telemetryRoutes: FastifyPluginAsyncZod<TelemetryRoutesOptions> = async (app, { followUp, bodyLimit }) => {
  const db = app.database.db;
  app.decorateRequest('ingestKey', null);
  // Before the body is read: a caller without a valid key is turned away without parsing what it sent.
  app.addHook('onRequest', async (request) => {
    request.ingestKey = await authenticateIngestKey(db, bearerOf(request.headers.authorization));
  });

  app.post(
    '/',
    {
      bodyLimit,
      schema: {
        operationId: 'sendTelemetry',
        security: INGEST_KEY_SECURITY,
        summary: 'Send readings (device or gateway key as `Authorization: Bearer <key>`); answered after they are committed',
        description: 'Each reading is answered at its index as accepted, duplicate (its message_id was received before: nothing written) or rejected (with a code, the field and why). See docs/telemetry.md.',
        body: telemetryRequestSchema,
        response: { 200: telemetryResultSchema },
      },
    },
    async (request) => {
      const { result, changes } = await ingestTelemetry(db, request.ingestKey!, request.body.readings);
      followUp.note(changes);
      return result;
    },
  );

  app.get(
    '/devices',
    { schema: { operationId: 'listTelemetryDevices', security: INGEST_KEY_SECURITY, summary: 'The devices this key may send for, so a gateway can configure itself', response: { 200: telemetryDeviceListSchema } } },
    async (request) => ({ results: await devicesOfIngestKey(db, request.ingestKey!), company: request.ingestKey!.companyId }),
  );
};
