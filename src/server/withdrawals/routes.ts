import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { ownPageRoute } from '../auth/own-page-route';
import { requireVerifiedEmail } from '../auth/email-verification/require-verified';
import { investorReading, runMoneyRequest } from '../money/run';
import { createWithdrawalRequest, createWithdrawalResponse, withdrawalDetails, withdrawalDto } from '../../shared/schemas/withdrawals';
import { messageResponse } from '../../shared/schemas/fields';
import { confirmationCodeKind, withdrawalCodeMessages } from '../../shared/schemas/withdrawal-code';
import { AppError, badRequest } from '../errors';
import { listWithdrawals } from './list';
import { planWithdrawal } from './request';
import { mailWithdrawalCode, spendConfirmationCode, type SpentCode } from './confirmation-code';
import { refuseHeldWithdrawals } from '../auth/freeze/security-hold';
import { twoFactorOnOf } from '../auth/session-store';

const CODES_PER_WINDOW = 5;
const CODE_WINDOW_MS = 15 * 60_000;
/** Withdrawals carrying a code, right or wrong: bounds guesses at an authenticator's code, which has no attempt counter. */
const CODED_WITHDRAWALS_PER_WINDOW = 10;
/** The same from one client address across accounts, so one address cannot spread its guesses over many sessions. */
export const CODED_WITHDRAWALS_PER_ADDRESS = 50;

export const withdrawalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const codeLimit = app.createRateLimit({
    max: CODES_PER_WINDOW,
    timeWindow: CODE_WINDOW_MS,
    keyGenerator: (request) => `withdrawal-code:${request.session?.user.id}`,
  });
  const codedWithdrawalLimit = app.createRateLimit({
    max: CODED_WITHDRAWALS_PER_WINDOW,
    timeWindow: CODE_WINDOW_MS,
    keyGenerator: (request) => `withdrawal-code-check:${request.session?.user.id}`,
  });
  const codedWithdrawalAddressLimit = app.createRateLimit({
    max: CODED_WITHDRAWALS_PER_ADDRESS,
    timeWindow: CODE_WINDOW_MS,
    keyGenerator: (request) => `withdrawal-code-check-ip:${request.ip}`,
  });

  app.post(
    '/api/withdrawals/confirmation-code',
    {
      onRequest: requireUser,
      preHandler: [requireVerifiedEmail, refuseHeldWithdrawals(ctx)],
      schema: {
        operationId: 'sendWithdrawalConfirmationCode',
        summary: 'E-mail a 6-digit code that confirms this withdrawal alone (valid 10 minutes); with two-factor sign-in on, the authenticator confirms instead',
        tags: ['withdrawals'],
        body: withdrawalDetails,
        response: { 202: messageResponse },
      },
      config: { readsTwoFactor: true, openapi: { refusals: [429] } },
    },
    async (request, reply) => {
      const investor = currentUser(request);
      if (twoFactorOnOf(request.session!)) throw badRequest('AUTHENTICATOR_CODE_REQUIRED', withdrawalCodeMessages.authenticatorCodeRequired);
      const limit = await codeLimit(request);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError(429, 'TOO_MANY_CODES', withdrawalCodeMessages.tooManyCodes);
      await mailWithdrawalCode(ctx, investor, request.body);
      return reply.code(202).send({ message: withdrawalCodeMessages.codeSent });
    },
  );

  app.post(
    '/api/withdrawals',
    {
      onRequest: requireUser,
      preHandler: [requireVerifiedEmail, refuseHeldWithdrawals(ctx)],
      schema: {
        operationId: 'createWithdrawal',
        summary: 'Request a withdrawal to a crypto address',
        tags: ['withdrawals'],
        body: createWithdrawalRequest,
        response: { 201: createWithdrawalResponse },
      },
      config: { readsTwoFactor: true, openapi: { idempotent: true, refusals: [429] } },
    },
    async (request, reply) => {
      const reading = investorReading(ctx, request);
      let spentCode: SpentCode | undefined;
      try {
        return await runMoneyRequest(ctx, request, reply, 201, async (attempt) => {
          const investor = await reading(attempt);
          const planned = planWithdrawal(investor, request.body, ctx.clock.now());
          // Spent once, after the amount rules pass and before the statement; a re-plan after a race keeps it.
          const codeKind = attempt === 0 ? confirmationCodeKind(investor, twoFactorOnOf(request.session!)) : null;
          if (codeKind) {
            for (const limit of [codedWithdrawalLimit, codedWithdrawalAddressLimit]) {
              const verdict = await limit(request);
              if (!verdict.isAllowed && verdict.isExceeded) throw new AppError(429, 'TOO_MANY_CODE_TRIES', withdrawalCodeMessages.tooManyTries);
            }
            spentCode = await spendConfirmationCode(ctx, investor, codeKind, request.body);
          }
          return planned;
        });
      } catch (error) {
        // Refused after the code was spent (a rule on the rows read again, or 409 once every attempt
        // wrote nothing): no statement committed, so the code confirms the next try. Any other error
        // leaves it spent, as the statement may have committed before its answer was lost.
        if (spentCode && error instanceof AppError) await spentCode.giveBack();
        throw error;
      }
    },
  );

  ownPageRoute(app, ctx.db, {
    path: '/api/withdrawals',
    operationId: 'listWithdrawals',
    summary: "The user's withdrawals, newest first",
    tag: 'withdrawals',
    item: withdrawalDto,
    list: listWithdrawals,
  });
};
