import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { ownPageRoute } from '../auth/own-page-route';
import { idParams } from '../../shared/schemas/admin';
import { depositDto, depositTxIdRequest, depositTxIdResponse, TX_ID_SAVED } from '../../shared/schemas/deposits';
import { listDeposits } from './list';
import { setDepositTxId } from './tx-id';

export const depositRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  ownPageRoute(app, ctx.db, {
    path: '/api/deposits',
    operationId: 'listDeposits',
    summary: "The user's deposit requests, newest first",
    tag: 'deposits',
    item: depositDto,
    list: listDeposits,
  });

  app.put(
    '/api/deposits/:id/transaction-id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'setDepositTransactionId',
        summary: "Give (or, empty, take back) the transaction id of a pending deposit's payment, for the operator",
        tags: ['deposits'],
        params: idParams,
        body: depositTxIdRequest,
        response: { 200: depositTxIdResponse },
      },
      config: { openapi: { refusals: [409] } },
    },
    async (request) => ({
      deposit: await setDepositTxId(ctx.db, currentUser(request).id, request.params.id, request.body.txId),
      message: TX_ID_SAVED,
    }),
  );
};
