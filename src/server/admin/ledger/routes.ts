import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { adminLedgerEntryDto, ledgerQuery } from '../../../shared/schemas/admin';
import { pageOf } from '../../../shared/schemas/pagination';
import { listLedgerEntries } from './list';

export const adminLedgerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/ledger',
    {
      schema: {
        operationId: 'adminListLedgerEntries',
        summary: 'Ledger entries of one user or everyone, of one kind or all, newest first',
        tags: ['admin-books'],
        querystring: ledgerQuery,
        response: { 200: pageOf(adminLedgerEntryDto) },
      },
    },
    async (request) => listLedgerEntries(ctx.db, request.query),
  );
};
