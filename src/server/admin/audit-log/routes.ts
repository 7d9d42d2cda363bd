import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { checkAndStore, latestReport } from '../../money/reconciliation-reports';
import { auditEntryDto, reconciliationReportDto } from '../../../shared/schemas/admin';
import { pageOf, pageQuery } from '../../../shared/schemas/pagination';
import { listAuditLog } from './list';

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
        summary: 'The latest check of whether every balance and running total equals the sum of its ledger entries (run every 15 minutes)',
        tags: ['admin-books'],
        response: { 200: reconciliationReportDto },
      },
    },
    async () => latestReport(ctx.db),
  );

  app.post(
    '/reconciliation/run',
    {
      schema: {
        operationId: 'adminRunReconciliation',
        summary: 'Checks every balance and running total against the ledger now, and stores the result as the latest',
        tags: ['admin-books'],
        response: { 200: reconciliationReportDto },
      },
    },
    async () => checkAndStore(ctx.db),
  );
};
