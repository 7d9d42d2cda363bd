import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { buildReconciliation } from '../../ledger/reconciliation';
import { auditEntryDto, reconciliationDto } from '../../../shared/schemas/admin';
import { pageOf, pageQuery } from '../../../shared/schemas/pagination';
import { listAuditLog } from './service';

/** What the operators did, and whether the books balance. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/audit-log',
    {
      schema: {
        operationId: 'adminListAuditLog',
        summary: 'What the operators did, newest first',
        tags: ['admin-books'],
        querystring: pageQuery,
        response: { 200: pageOf(auditEntryDto) },
      },
    },
    async (request) => listAuditLog(ctx.db, request.query),
  );

  app.get(
    '/reconciliation',
    {
      schema: {
        operationId: 'adminGetReconciliation',
        summary: 'Whether every balance and running total equals the sum of its ledger entries',
        tags: ['admin-books'],
        response: { 200: reconciliationDto },
      },
    },
    async () => buildReconciliation(ctx.db),
  );
};
