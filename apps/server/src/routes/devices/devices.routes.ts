import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deviceCreateSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceSchema,
  deviceUpdateSchema,
  gatewayKeyCreateSchema,
  idParamsSchema,
  ingestKeySchema,
  issuedIngestKeySchema,
  resultsEnvelope,
  telemetryDeadLetterListSchema,
  telemetryDeadLetterQuerySchema,
} from '@plantel/contracts';
import { z } from 'zod';
import {
  createDevice,
  createGatewayKey,
  listDevices,
  listGatewayKeys,
  moveDevice,
  retireDevice,
  revokeDeviceKeys,
  revokeKey,
  rotateDeviceKey,
} from '../../services/telemetry/devices.service';
import { listDeadLetters } from '../../services/telemetry/telemetry-dead-letters.service';

/** The device registry and ingest keys (staff only). */
export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/', { schema: { operationId: 'listDevices', summary: "The company's devices, their last reading time, status and active keys (staff only)", querystring: deviceListQuerySchema, response: { 200: deviceListSchema } } }, (request) =>
    listDevices(db, request.principal, request.query),
  );

  app.get(
    '/dead-letters',
    {
      schema: {
        operationId: 'listTelemetryDeadLetters',
        summary: 'MQTT telemetry messages that could never be stored as sent (refused, or with readings rejected), newest first, with why and the message itself (staff only)',
        querystring: telemetryDeadLetterQuerySchema,
        response: { 200: telemetryDeadLetterListSchema },
      },
    },
    (request) => listDeadLetters(db, request.principal, request.query),
  );

  app.post('/', { schema: { operationId: 'createDevice', summary: 'Register a device in a shed (staff only)', body: deviceCreateSchema, response: { 201: deviceSchema } } }, async (request, reply) =>
    reply.code(201).send(await createDevice(db, request.principal, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateDevice',
        summary: "Move a device to another shed and/or position (staff only). Its type stays; readings already stored stay where they were written",
        params: idParamsSchema,
        body: deviceUpdateSchema,
        response: { 200: deviceSchema },
      },
    },
    (request) => moveDevice(db, request.principal, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteDevice',
        summary:
          'Retire a device (staff only): its keys are revoked and it is deleted; its stored readings stay, without a device. A water meter with readings is refused (409): they would go with it',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await retireDevice(db, request.principal, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/keys',
    { schema: { operationId: 'issueDeviceKey', summary: 'Issue a new key for the device; its earlier keys stop working (rotation). The secret is shown only in this answer', params: idParamsSchema, response: { 201: issuedIngestKeySchema } } },
    async (request, reply) => reply.code(201).send(await rotateDeviceKey(db, request.principal, request.params.id)),
  );

  app.delete(
    '/:id/keys',
    { schema: { operationId: 'revokeDeviceKeys', summary: "Revoke the device's keys: it cannot send until a new key is issued", params: idParamsSchema, response: { 200: z.object({ revoked: z.number().int() }) } } },
    (request) => revokeDeviceKeys(db, request.principal, request.params.id),
  );
};

/** Gateway keys (good for every device of the company) and revoking any key (staff only). */
export const ingestKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/gateways', { schema: { operationId: 'listGatewayKeys', summary: "The company's gateway keys, revoked ones included", response: { 200: resultsEnvelope(ingestKeySchema) } } }, (request) =>
    listGatewayKeys(db, request.principal),
  );

  app.post(
    '/gateways',
    { schema: { operationId: 'createGatewayKey', summary: 'Issue a gateway key; the secret is shown only in this answer', body: gatewayKeyCreateSchema, response: { 201: issuedIngestKeySchema } } },
    async (request, reply) => reply.code(201).send(await createGatewayKey(db, request.principal, request.body.label)),
  );

  app.delete('/:id', { schema: { operationId: 'revokeIngestKey', summary: 'Revoke a key at once', params: idParamsSchema } }, async (request, reply) => {
    await revokeKey(db, request.principal, request.params.id);
    return reply.code(204).send();
  });
};
