import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { statementParams, statementQuery, STATEMENT_TABS, statementFileName, type StatementTab } from '../../shared/schemas/statements';
import { statementCsv } from './statements';

const DAY_MS = 86_400_000;
const tabOfFile = (file: string) => STATEMENT_TABS.find((tab) => statementFileName(tab) === file) as StatementTab;

export const statementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/me/statements/:file',
    {
      schema: {
        operationId: 'downloadStatement',
        summary: 'A history tab or the ledger as a CSV statement (deposits, withdrawals, investments, others, ledger), optionally between two days',
        tags: ['transactions'],
        params: statementParams,
        querystring: statementQuery,
      },
      // Before the parameters are judged: a visitor learns only that they must sign in.
      onRequest: requireUser,
      config: { openapi: { download: ['text/csv'] } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const tab = tabOfFile(request.params.file);
      const { from, to } = request.query;
      const range = {
        from: from ? new Date(`${from}T00:00:00Z`) : undefined,
        until: to ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) : undefined,
      };
      const name = `statement-${tab}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(statementCsv(ctx.db, user.id, tab, range));
    },
  );
};
