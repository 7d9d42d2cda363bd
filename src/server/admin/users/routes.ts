import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/plugin';
import { runMoneyRequest } from '../../money/run';
import { adjustmentBody, adjustmentResponse, adminUserDto, adminUserPatchBody, idParams, usersQuery } from '../../../shared/schemas/admin';
import { pageOf } from '../../../shared/schemas/pagination';
import { userDto } from '../../../shared/schemas/user';
import { listUsers } from './list';
import { planAdjustment } from './adjust-balance';
import { planProposal } from '../adjustments/propose';
import { adjustmentAnswer } from '../../../shared/schemas/four-eyes';
import { updateWithdrawalSettings } from './update-withdrawal-settings';

export const adminUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users',
    {
      schema: {
        operationId: 'adminListUsers',
        summary: 'Find users by email or name',
        tags: ['admin-users'],
        querystring: usersQuery,
        response: { 200: pageOf(adminUserDto) },
      },
    },
    async (request) => listUsers(ctx.db, request.query),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        operationId: 'adminUpdateWithdrawalSettings',
        summary: "Set a user's withdrawal limit and fee",
        tags: ['admin-users'],
        params: idParams,
        body: adminUserPatchBody,
        response: { 200: userDto },
      },
    },
    async (request) => ctx.db.transaction((tx) => updateWithdrawalSettings(tx, request.params.id, request.body, currentUser(request).id)),
  );

  app.post(
    '/users/:id/adjustments',
    {
      schema: {
        operationId: 'adminAdjustBalance',
        summary:
          "Propose a credit or debit of a user's balance with a narration (202), which a second operator approves; posted at once (201) when FOUR_EYES_CENTS is 0",
        tags: ['admin-users'],
        params: idParams,
        body: adjustmentBody,
        response: { 201: adjustmentResponse, 202: adjustmentAnswer },
      },
      config: { openapi: { idempotent: true } },
    },
    async (request, reply) => {
      const adminId = currentUser(request).id;
      if (ctx.config.fourEyesCents === 0)
        return runMoneyRequest(ctx, request, reply, 201, () => planAdjustment(ctx.db, request.params.id, request.body, adminId));
      return runMoneyRequest(ctx, request, reply, 202, () => planProposal(ctx.db, request.params.id, request.body, adminId, ctx.clock.now()));
    },
  );
};
