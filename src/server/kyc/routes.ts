import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../auth/plugin';
import { createFileStorage } from '../storage';
import { KYC_DOCUMENT_TYPES, KYC_IMAGE_TYPES, kycFieldsSchema, kycFileParams, kycStatusResponse, kycSubmitResponse } from '../../shared/schemas/kyc';
import { KYC_MULTIPART_LIMITS, readKycUpload } from './read-upload';
import { getKycStatus } from './status';
import { submitKyc } from './submit';
import { openKycFile } from './files';

/** What the browser's FormData sends; readKycUpload reads and checks it (at most 10 MB a file). */
const kycSubmissionForm = kycFieldsSchema
  .extend({
    idFront: z.file().describe(`The front of the ID document: ${KYC_DOCUMENT_TYPES.join(', ')}.`),
    idBack: z.file().describe(`The back of the ID document: ${KYC_DOCUMENT_TYPES.join(', ')}.`),
    selfie: z.file().describe(`A photo of the user holding the document: ${KYC_IMAGE_TYPES.join(', ')}.`),
  })
  .meta({ id: 'KycSubmission' });

export const kycRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const storage = createFileStorage(ctx);
  // Registered here, so multipart bodies are accepted by the KYC routes only.
  await app.register(multipart, { limits: KYC_MULTIPART_LIMITS });
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/kyc',
    { schema: { operationId: 'getKycStatus', summary: "The user's KYC status and latest submission", tags: ['kyc'], response: { 200: kycStatusResponse } } },
    async (request) => getKycStatus(ctx.db, currentUser(request).id),
  );

  app.post(
    '/api/kyc',
    {
      schema: {
        operationId: 'submitKyc',
        summary: 'Submit the KYC form with the ID document and a selfie',
        tags: ['kyc'],
        consumes: ['multipart/form-data'],
        response: { 201: kycSubmitResponse },
      },
      config: { openapi: { multipartForm: kycSubmissionForm, refusals: [409] } },
    },
    async (request, reply) => {
      const upload = await readKycUpload(request);
      return reply.code(201).send(await submitKyc(ctx.db, storage, currentUser(request), upload));
    },
  );

  const downloadKycFile = {
    operationId: 'downloadKycFile',
    summary: 'Download a document of a KYC submission (its owner or an admin)',
    tags: ['kyc'],
    params: kycFileParams,
  };
  app.get('/api/kyc/files/:fileId', { schema: downloadKycFile, config: { openapi: { download: KYC_DOCUMENT_TYPES } } }, async (request, reply) => {
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
