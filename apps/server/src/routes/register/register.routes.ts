import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  idParamsSchema,
  producerInputSchema,
  producerPatchSchema,
  propertyInputSchema,
  propertyPatchSchema,
  registerListQuerySchemaOf,
  type RegisterListKind,
  registerProducerListSchema,
  registerProducerSchema,
  registerPropertyListSchema,
  registerPropertySchema,
  registerShedListSchema,
  registerShedSchema,
  registerSiloListSchema,
  registerSiloSchema,
  shedInputSchema,
  shedPatchSchema,
  siloInputSchema,
  siloPatchSchema,
  type RegisterListQuery,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import type { Principal } from '../../services/access/auth.service';
import { createProducer, getRegisterProducer, listRegisterProducers, patchProducer, setProducerArchived } from '../../services/register/producers.service';
import { createProperty, getRegisterProperty, listRegisterProperties, patchProperty, setPropertyArchived } from '../../services/register/properties.service';
import { createShed, getRegisterShed, listRegisterSheds, patchShed, setShedArchived } from '../../services/register/sheds.service';
import { createSilo, getRegisterSilo, listRegisterSilos, patchSilo, setSiloArchived } from '../../services/register/silos.service';

/** What one kind of the farm register offers: list, read, create, change, archive and restore. */
interface RegisterKind<Input extends z.ZodType, Patch extends z.ZodType> {
  /** Singular and plural, for operation ids (`createShed`, `listRegisterSheds`). */
  name: string;
  plural: string;
  item: z.ZodType;
  list: z.ZodType;
  input: Input;
  patch: Patch;
  /** What a list is filtered by, besides the text search and archived. */
  filters: string;
  rules: string;
  /** Where a change is sent, when `/{id}` already changes something else of the kind. */
  patchPath?: string;
  service: {
    list: (db: Db, p: Principal, q: RegisterListQuery) => Promise<unknown>;
    get: (db: Db, p: Principal, id: number) => Promise<unknown>;
    create: (db: Db, p: Principal, input: z.output<Input>) => Promise<unknown>;
    patch: (db: Db, p: Principal, id: number, patch: z.output<Patch>) => Promise<unknown>;
    archive: (db: Db, p: Principal, id: number, archived: boolean) => Promise<unknown>;
  };
}

const EDITORS = 'Staff with the Cadastro permission (superusers always) change the register; the others get 403.';

/** The path id, the query and the body as their schemas (checked before the handler runs) made them. */
const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

function registerKindRoutes<Input extends z.ZodType, Patch extends z.ZodType>(kind: RegisterKind<Input, Patch>): FastifyPluginAsync {
  const Name = kind.name[0]!.toUpperCase() + kind.name.slice(1);
  const Plural = kind.plural[0]!.toUpperCase() + kind.plural.slice(1);
  return async (app) => {
    const db = app.database.db;
    app.get(
      '/',
      {
        schema: {
          operationId: `listRegister${Plural}`,
          summary: `The ${kind.plural} of the farm register that you may see`,
          description: `Archived ones only with \`archived=true\` or \`all\`. Filters: ${kind.filters}. Guests read names masked.`,
          querystring: registerListQuerySchemaOf(kind.plural as RegisterListKind),
          response: { 200: kind.list },
        },
      },
      (request) => kind.service.list(db, request.principal, request.query as RegisterListQuery),
    );
    app.get(
      '/:id/register',
      { schema: { operationId: `getRegister${Name}`, summary: `One ${kind.name} of the register, archived or not`, params: idParamsSchema, response: { 200: kind.item } } },
      (request) => kind.service.get(db, request.principal, idOf(request)),
    );
    app.post(
      '/',
      { schema: { operationId: `create${Name}`, summary: `Register a ${kind.name}`, description: `${kind.rules} ${EDITORS} Audited.`, body: kind.input, response: { 201: kind.item } } },
      async (request, reply) => reply.code(201).send(await kind.service.create(db, request.principal, request.body as z.output<Input>)),
    );
    app.patch(
      kind.patchPath ?? '/:id',
      {
        schema: {
          operationId: `patch${Name}`,
          summary: `Change a ${kind.name}: only the fields sent`,
          description: `${kind.rules} ${EDITORS} Audited with the fields before and after.`,
          params: idParamsSchema,
          body: kind.patch,
          response: { 200: kind.item },
        },
      },
      (request) => kind.service.patch(db, request.principal, idOf(request), request.body as z.output<Patch>),
    );
    for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
      app.post(
        `/:id/${action}`,
        {
          schema: {
            operationId: `${action}${Name}`,
            summary: archived ? `Archive a ${kind.name}: it leaves the lists and stays in reports, statements and exports` : `Bring an archived ${kind.name} back into the lists`,
            description: `${EDITORS} Audited.`,
            params: idParamsSchema,
            response: { 200: kind.item },
          },
        },
        (request) => kind.service.archive(db, request.principal, idOf(request), archived),
      );
    }
  };
}

export const producerRegisterRoutes = registerKindRoutes({
  name: 'producer',
  plural: 'producers',
  item: registerProducerSchema,
  list: registerProducerListSchema,
  input: producerInputSchema,
  patch: producerPatchSchema,
  filters: 'none',
  rules: 'The CPF or CNPJ must pass its check digits and be unique in the company (400 naming tax_id).',
  service: { list: listRegisterProducers, get: getRegisterProducer, create: createProducer, patch: patchProducer, archive: setProducerArchived },
});

export const propertyRegisterRoutes = registerKindRoutes({
  name: 'property',
  plural: 'properties',
  item: registerPropertySchema,
  list: registerPropertyListSchema,
  input: propertyInputSchema,
  patch: propertyPatchSchema,
  filters: 'producer',
  rules: 'The producer must be one of the company in use; latitude −90…90, longitude −180…180.',
  service: { list: listRegisterProperties, get: getRegisterProperty, create: createProperty, patch: patchProperty, archive: setPropertyArchived },
});

export const shedRegisterRoutes = registerKindRoutes({
  name: 'shed',
  plural: 'sheds',
  item: registerShedSchema,
  list: registerShedListSchema,
  input: shedInputSchema,
  patch: shedPatchSchema,
  filters: 'producer, property',
  rules:
    "The identification is unique in its property; capacity and divisions' capacities more than 0; the production type one your Cadastro permission covers. Divisions are matched by identification: one left out is deleted when never used, archived when a batch housed animals in it, and refused while the open batch houses animals there. Archiving a shed that houses a batch is a 409.",
  service: { list: listRegisterSheds, get: getRegisterShed, create: createShed, patch: patchShed, archive: setShedArchived },
});

export const siloRegisterRoutes = registerKindRoutes({
  name: 'silo',
  plural: 'silos',
  item: registerSiloSchema,
  list: registerSiloListSchema,
  input: siloInputSchema,
  patch: siloPatchSchema,
  filters: 'shed, property, producer',
  rules: 'The shed must be one of the company in use; the identification unique in the shed; capacity in kg more than 0. (`PATCH /v2/silos/{id}` changes its status thresholds.)',
  patchPath: '/:id/register',
  service: { list: listRegisterSilos, get: getRegisterSilo, create: createSilo, patch: patchSilo, archive: setSiloArchived },
});
