import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  accountMessages as msg,
  PROFILE_PICTURE_MAX_BYTES,
  profileOptionSchema,
  type BillingData,
  type Profile,
  type ProfileOption,
} from '@shop/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { MediaStorage } from '../../lib/media-storage';
import { createFormFieldsRepository } from '../form-fields/form-fields.repository';
import { createUsersRepository } from './users.repository';

export function toProfile(user: UserRow): Profile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    profilePicture: user.profilePicture,
    mail_confirmed: user.mailConfirmed,
    options: user.options,
    billingData: user.billingData ?? null,
  };
}

const optionsSchema = z
  .array(
    profileOptionSchema.extend({
      value: z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
    }),
  )
  .max(50);

const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const AVATAR_SIZE = 256;

export interface ProfileUpdate {
  name: string | undefined;
  /** JSON text of [{key, value}], as the multipart form sends it. */
  options: string | undefined;
  picture: Buffer | null;
  /** An empty profilePicture field removes the picture. */
  removePicture: boolean;
}

export function createUsersService(deps: { db: Database; media: MediaStorage }) {
  const users = createUsersRepository(deps.db);
  const formFields = createFormFieldsRepository(deps.db);

  async function parseOptions(raw: string | undefined, current: ProfileOption[]) {
    if (raw === undefined) return current;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new AppError('invalid_data', 'Las opciones del perfil no son un JSON válido.');
    }
    const result = optionsSchema.safeParse(parsed);
    if (!result.success) {
      throw new AppError(
        'invalid_data',
        'Las opciones del perfil no son válidas.',
        result.error.issues,
      );
    }
    const known = new Set((await formFields.list()).map((f) => f.key));
    const unknown = result.data.filter((o) => !known.has(o.key)).map((o) => o.key);
    if (unknown.length > 0) {
      throw new AppError('invalid_data', 'Hay campos del perfil que no existen.', { unknown });
    }
    // One value per key: the last one wins.
    return [...new Map(result.data.map((o) => [o.key, o])).values()];
  }

  /** Checked by content, re-encoded (which also drops metadata) to a small square WebP. */
  async function storeAvatar(userId: string, input: Buffer): Promise<string> {
    if (input.length > PROFILE_PICTURE_MAX_BYTES) {
      throw new AppError('too_large', msg.invalidProfilePicture);
    }
    let output: Buffer;
    try {
      const image = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 });
      const meta = await image.metadata();
      if (!PICTURE_FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`);
      output = await image
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new AppError('unprocessable', msg.invalidProfilePicture);
    }
    const hash = createHash('sha256').update(output).digest('hex').slice(0, 16);
    return deps.media.put(`avatars/${userId}-${hash}.webp`, output);
  }

  async function removeStored(url: string | null) {
    const key = url ? deps.media.keyFromUrl(url) : null;
    if (key?.startsWith('avatars/')) await deps.media.remove(key);
  }

  return {
    async getProfile(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw notFound();
      return toProfile(user);
    },

    async updateProfile(userId: string, update: ProfileUpdate) {
      const user = await users.findById(userId);
      if (!user) throw notFound();
      const name = (update.name ?? user.name).trim();
      if (name.length === 0 || name.length > 100)
        throw new AppError('invalid_data', msg.nameRequired);
      const options = await parseOptions(update.options, user.options);
      let picture = user.profilePicture;
      if (update.picture) picture = await storeAvatar(user.id, update.picture);
      else if (update.removePicture) picture = null;
      const saved = await users.updateProfile(user.id, { name, options, profilePicture: picture });
      if (!saved) throw notFound();
      // Only one picture is kept: the old file goes once the new one is saved.
      if (picture !== user.profilePicture) await removeStored(user.profilePicture);
      return toProfile(saved);
    },

    async updateBilling(userId: string, billing: BillingData) {
      const saved = await users.updateBilling(userId, billing);
      if (!saved) throw notFound();
      return toProfile(saved);
    },

    async listForAdmin(limit: number, offset: number) {
      return (await users.list(limit, offset)).map(toProfile);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
