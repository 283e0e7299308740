import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { externalDashboardsConfigSchema, type ExternalDashboardsConfig } from '@plantel/contracts';
import { externalDashboardsFor } from '../../services/overview/external-dashboards.service';

export const externalDashboardsRoutes: FastifyPluginAsyncZod<{ config: ExternalDashboardsConfig }> = async (app, { config }) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listExternalDashboards',
        summary: 'Pages that embed an external dashboard instead of their own panels',
        description:
          'Keys are `<module>/<feature>` as the web routes name them (`broiler/performance`); only modules in the caller\'s roles. Set by PLANTEL_EXTERNAL_DASHBOARDS or PLANTEL_EXTERNAL_DASHBOARDS_FILE; empty by default.',
        response: { 200: externalDashboardsConfigSchema },
      },
    },
    (request) => externalDashboardsFor(config, request.principal),
  );
};
