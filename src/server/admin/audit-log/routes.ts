import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { buildReconciliation } from '../../ledger/reconciliation';
import { auditEntryDto, pageOf, pageQuery, reconciliationDto } from '../../../shared/schemas/admin';
import { listAuditLog } from './service';

/** What the operators did, and whether the books balance. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/audit-log',
    { schema: { querystring: pageQuery, response: { 200: pageOf(auditEntryDto) } } },
    async (request) => listAuditLog(ctx.db, request.query),
  );

  app.get(
    '/reconciliation',
    { schema: { response: { 200: reconciliationDto } } },
    async () => buildReconciliation(ctx.db),
  );
};
