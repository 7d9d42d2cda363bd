import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/plugin';
import { idParams } from '../../../shared/schemas/admin';
import { operatorDto, operatorInvitationDto, operatorInviteBody, operatorPatchBody, operatorsResponse } from '../../../shared/schemas/operators';
import { listOperators } from './list';
import { changeOperator } from './change';
import { inviteOperator } from './invite';

export const adminOperatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/operators',
    {
      schema: {
        operationId: 'adminListOperators',
        summary: 'The operator team: roles, who is disabled, and the invitations not yet accepted',
        tags: ['admin-operators'],
        response: { 200: operatorsResponse },
      },
    },
    async () => listOperators(ctx.db),
  );

  app.post(
    '/operators',
    {
      schema: {
        operationId: 'adminInviteOperator',
        summary: 'Invite someone to the team with a role: a single-use link valid for 72 hours is mailed (inviting again replaces it)',
        tags: ['admin-operators'],
        body: operatorInviteBody,
        response: { 201: operatorInvitationDto },
      },
      config: { openapi: { refusals: [409] } },
    },
    async (request, reply) => {
      const invitation = await ctx.db.transaction((tx) => inviteOperator(ctx, tx, request.body, currentUser(request)));
      return reply.code(201).send(invitation);
    },
  );

  app.patch(
    '/operators/:id',
    {
      schema: {
        operationId: 'adminChangeOperator',
        summary: "Change an operator's role, or disable them (their sessions end at once)",
        tags: ['admin-operators'],
        params: idParams,
        body: operatorPatchBody,
        response: { 200: operatorDto },
      },
    },
    async (request) => ctx.db.transaction((tx) => changeOperator(tx, request.params.id, request.body, currentUser(request).id, ctx.clock.now())),
  );
};
