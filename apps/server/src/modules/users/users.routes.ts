import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessages as msg,
  billingUpdateBodySchema,
  errorBodySchema,
  PROFILE_PICTURE_MAX_BYTES,
  profileSchema,
  profileUpdateFieldsSchema,
} from '@shop/contracts';
import { callerOf } from '#src/infra/access-control';
import { AppError } from '#src/lib/errors';
import { fieldText, parseFormFields } from '#src/lib/form-data';
import type { UsersService } from './users.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** PUT /user's multipart body, as the document describes it (the route reads the parts). */
const profileUpdateForm = profileUpdateFieldsSchema
  .extend({ profilePicture: z.union([z.literal(''), z.file()]).optional() })
  .meta({ id: 'ProfileUpdateForm' });

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
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
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: "The caller's profile: name, email, picture, role, form answers and billing data",
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return users.getProfile(callerOf(request).id);
    },
  );

  app.put(
    '/user',
    {
      config: { access: 'user', multipartBody: profileUpdateForm },
      schema: {
        tags: ['users'],
        summary:
          'Update the profile (multipart: the ProfileUpdateFields text fields, and the profilePicture file)',
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema, 413: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', 'Envía el perfil como multipart/form-data.');
      }
      const fields: Record<string, string> = {};
      let picture: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'profilePicture' || picture) {
              part.file.resume();
              continue;
            }
            picture = await part.toBuffer();
          } else {
            const text = fieldText(part);
            if (text !== null) fields[part.fieldname] = text;
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('too_large', msg.profilePictureTooLarge);
        }
        throw err;
      }
      const update = parseFormFields(profileUpdateFieldsSchema, fields);
      return users.updateProfile(callerOf(request).id, update, picture);
    },
  );

  app.put(
    '/user/billing',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary:
          "Saves the caller's billing data (a Spanish NIF/NIE/CIF and postal code where they apply)",
        body: billingUpdateBodySchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => users.updateBilling(callerOf(request).id, request.body.billingData),
  );

  app.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The accounts, newest first, a page at a time',
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
      users: await users.listForAdmin(request.query.limit, request.query.offset),
    }),
  );
};
