import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { createFileStorage } from '../storage';
import { kycFileParams, kycStatusResponse, kycSubmitResponse } from '../../shared/schemas/kyc';
import { KYC_MULTIPART_LIMITS, readKycUpload } from './read-upload';
import { getKycStatus, submitKyc } from './service';
import { openKycFile } from './files';

export const kycRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const storage = createFileStorage(ctx.config);
  // Registered here, so multipart bodies are accepted by the KYC routes only.
  await app.register(multipart, { limits: KYC_MULTIPART_LIMITS });
  app.addHook('onRequest', requireUser);

  app.get('/api/kyc', { schema: { tags: ['kyc'], response: { 200: kycStatusResponse } } }, async (request) =>
    getKycStatus(ctx.db, currentUser(request).id),
  );

  app.post(
    '/api/kyc',
    {
      schema: { tags: ['kyc'], consumes: ['multipart/form-data'], response: { 201: kycSubmitResponse } },
    },
    async (request, reply) => {
      const upload = await readKycUpload(request);
      return reply.code(201).send(await submitKyc(ctx.db, storage, currentUser(request), upload));
    },
  );

  app.get('/api/kyc/files/:fileId', { schema: { tags: ['kyc'], params: kycFileParams } }, async (request, reply) => {
    const file = await openKycFile(ctx.db, storage, currentUser(request), request.params.fileId);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
};
