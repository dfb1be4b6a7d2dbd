import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessages as msg,
  billingUpdateBodySchema,
  errorBodySchema,
  PROFILE_PICTURE_MAX_BYTES,
  profileSchema,
} from '@shop/contracts';
import { AppError } from '../../lib/errors';
import { callerOf } from '../auth/auth.guard';
import type { ProfileUpdate } from './users.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: PROFILE_PICTURE_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 12,
    },
  });

  app.get(
    '/user/profile',
    {
      onRequest: app.requireUser,
      schema: { tags: ['users'], response: { 200: profileSchema, ...errors } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return app.users.getProfile(callerOf(request).id);
    },
  );

  app.put(
    '/user',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Update the profile (multipart: name, options as JSON, profilePicture, profilePictureOld)',
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema, 413: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', 'Envía el perfil como multipart/form-data.');
      }
      const update: ProfileUpdate = {
        name: undefined,
        options: undefined,
        picture: null,
        removePicture: false,
      };
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'profilePicture') {
              part.file.resume();
              continue;
            }
            update.picture = await part.toBuffer();
          } else if (typeof part.value === 'string') {
            if (part.fieldname === 'name') update.name = part.value;
            if (part.fieldname === 'options') update.options = part.value;
            if (part.fieldname === 'profilePicture' && part.value === '')
              update.removePicture = true;
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('too_large', msg.invalidProfilePicture);
        }
        throw err;
      }
      return app.users.updateProfile(callerOf(request).id, update);
    },
  );

  app.put(
    '/user/billing',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        body: billingUpdateBodySchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => app.users.updateBilling(callerOf(request).id, request.body.billingData),
  );

  app.get(
    '/admin/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(20),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: {
          200: z.object({ users: z.array(profileSchema) }),
          403: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      users: await app.users.listForAdmin(request.query.limit, request.query.offset),
    }),
  );
};
