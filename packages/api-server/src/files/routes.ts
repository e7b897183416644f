// Artwork uploads and reads (README "Files"). Uploads are multipart with one part named `file`.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ArtworkFileResponse, FileContentQuery, FileUploadQuery } from '@ph/api-contract';
import { BadInput, RuleViolation } from '../errors';
import { currentSession, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { presentFile } from './present';
import * as svc from './service';

const FileParams = z.strictObject({ id: z.string().max(64) });

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, files } = app.ctx;
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });

  app.post(
    '/v1/files',
    {
      preHandler: requireUser,
      schema: {
        tags: ['files'],
        security: tokenAuth,
        summary: 'Upload an artwork file (or a quote request attachment)',
        description:
          'multipart/form-data with one part named `file`: PDF, PNG, JPG/JPEG or SVG, recognised by its bytes; at most 7000 × 7000 px and UPLOAD_MAX_BYTES. SVG is sanitised. `?purpose=attachment` (quote requests) also takes a ZIP archive, stored as it is and refused in designs. 422 `file_type_not_allowed`, `file_too_large`, `image_too_large`, `file_unreadable`; nothing is stored then.',
        consumes: ['multipart/form-data'],
        querystring: FileUploadQuery,
        response: { 201: ArtworkFileResponse, ...errors(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      if (!request.isMultipart()) throw new BadInput('file', 'Send the file as multipart/form-data in a part named "file"');
      let part;
      try {
        part = await request.file();
      } catch (err) {
        throw new BadInput('file', `The multipart body cannot be read: ${(err as Error).message}`);
      }
      if (!part || part.fieldname !== 'file') throw new BadInput('file', 'Send the file in a part named "file"');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new RuleViolation('file_too_large', `The file is larger than ${megabytes(config.uploadMaxBytes)}, the largest upload accepted.`, 'file');
        }
        throw new BadInput('file', `The file could not be received: ${(err as Error).message}`);
      }
      if (bytes.length === 0) throw new RuleViolation('file_empty', 'The file is empty.', 'file');
      const upload = { bytes, filename: part.filename };
      const row = request.query.purpose === 'attachment' ? await svc.uploadAttachment(db, files, user.id, upload, app.ctx.now()) : await svc.uploadArtwork(db, files, user.id, upload, app.ctx.now());
      return reply.status(201).send({ file: presentFile(row) });
    },
  );

  app.get(
    '/v1/files/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['files'], security: tokenAuth, summary: 'An artwork file of the caller (a manager: any, e.g. a quote request attachment)', params: FileParams, response: { 200: ArtworkFileResponse, ...errors(400, 401, 404) } },
    },
    async (request) => {
      const { user } = currentSession(request);
      return { file: presentFile(await svc.readableFile(db, user, request.params.id)) };
    },
  );

  app.get(
    '/v1/files/:id/content',
    {
      preHandler: requireUser,
      schema: {
        tags: ['files'],
        security: tokenAuth,
        summary: 'The bytes of an artwork file or one of its size variants',
        params: FileParams,
        querystring: FileContentQuery,
        response: { 200: z.any().describe('The file (binary)'), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const row = await svc.readableFile(db, user, request.params.id);
      const { bytes, contentType } = await svc.fileContent(files, row, request.query.variant);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly must not run anything even if something slipped through.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .send(bytes);
    },
  );
};
