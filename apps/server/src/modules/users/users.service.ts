import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  accountMessages as msg,
  PROFILE_PICTURE_MAX_BYTES,
  profileOptionProblem,
  type BillingData,
  type Profile,
  type ProfileOption,
  type ProfileUpdateFields,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { UserRow } from '#src/db/schema/index';
import { AppError, notFound } from '#src/lib/errors';
import type { MediaStorage } from '#src/lib/media-storage';
import type { ProfileFields } from '#src/modules/form-fields/profile-fields.port';
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

const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const AVATAR_SIZE = 256;

export function createUsersService(deps: {
  db: Database;
  media: MediaStorage;
  profileFields: ProfileFields;
}) {
  const users = createUsersRepository(deps.db);

  /**
   * Answers only to fields that exist, each fitting its field (type, allowed values, date,
   * length, storable text); one value per key, the last one wins.
   */
  async function checkOptions(options: ProfileOption[] | undefined, current: ProfileOption[]) {
    if (options === undefined) return current;
    const fields = await deps.profileFields.byKey();
    const unknown = options.filter((o) => !fields.has(o.key)).map((o) => o.key);
    if (unknown.length > 0) {
      throw new AppError('invalid_data', msg.profileOptionsUnknown, { unknown });
    }
    const problems = options.flatMap((option) => {
      const field = fields.get(option.key);
      const message = field ? profileOptionProblem(field, option.value) : null;
      return field && message
        ? [{ path: `options.${option.key}`, message, label: field.label }]
        : [];
    });
    const [first] = problems;
    if (first) {
      throw new AppError(
        'invalid_data',
        `${first.label}: ${first.message}`,
        problems.map(({ path, message }) => ({ path, message })),
      );
    }
    return [...new Map(options.map((o) => [o.key, o])).values()];
  }

  /** Checked by content, re-encoded (which also drops metadata) to a small square WebP. */
  async function storeAvatar(userId: string, input: Buffer): Promise<string> {
    if (input.length > PROFILE_PICTURE_MAX_BYTES) {
      throw new AppError('too_large', msg.profilePictureTooLarge);
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
      throw new AppError('unprocessable', msg.profilePictureNotImage);
    }
    const hash = createHash('sha256').update(output).digest('hex').slice(0, 16);
    // A random part too: two uploads of the same image are two files, each deleted once.
    const unique = randomBytes(4).toString('hex');
    return deps.media.put(`avatars/${userId}-${unique}-${hash}.webp`, output);
  }

  async function removeStored(url: string | null) {
    const key = url ? deps.media.keyFromUrl(url) : null;
    if (key?.startsWith('avatars/')) await deps.media.remove(key);
  }

  /**
   * Saves the profile; with a picture (or null), swaps it under a row lock and deletes the
   * file it replaced, so concurrent changes each delete exactly the one they replaced.
   */
  async function savePicture(
    userId: string,
    values: { name: string; options: ProfileOption[] },
    picture: string | null | undefined,
  ) {
    const swapped = await users.updateProfileSwappingPicture(userId, {
      ...values,
      ...(picture !== undefined ? { profilePicture: picture } : {}),
    });
    if (!swapped) {
      await removeStored(picture ?? null); // no row took it
      throw notFound();
    }
    if (picture !== undefined && swapped.previous !== picture) await removeStored(swapped.previous);
    return swapped.row;
  }

  return {
    async getProfile(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw notFound();
      return toProfile(user);
    },

    /** Fields already checked against their contract; a new picture is checked here. */
    async updateProfile(userId: string, update: ProfileUpdateFields, newPicture: Buffer | null) {
      const user = await users.findById(userId);
      if (!user) throw notFound();
      const name = update.name ?? user.name;
      const options = await checkOptions(update.options, user.options);
      // An empty profilePicture text field removes the picture.
      const picture = newPicture
        ? await storeAvatar(user.id, newPicture)
        : update.profilePicture === ''
          ? null
          : undefined;
      return toProfile(await savePicture(user.id, { name, options }, picture));
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
