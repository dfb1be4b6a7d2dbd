import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index';
import { bearer, signUp } from '#test/accounts';
import { multipart } from '#test/multipart';
import { setupTestApp } from '#test/test-app';

// A race needs real connections: PostgreSQL only (PGlite has one connection).
const ctx = setupTestApp();

const picture = (i: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: i * 12, g: 90, b: 40 } } })
    .png()
    .toBuffer();

describe('profile picture replacement under concurrency', () => {
  it('20 simultaneous changes leave exactly one avatar file: the one in the row', async () => {
    const { accessToken, email } = await signUp(ctx.app);
    const forms = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        multipart([
          {
            name: 'profilePicture',
            filename: `p${i}.png`,
            contentType: 'image/png',
            data: await picture(i),
          },
        ]),
      ),
    );
    const answers = await Promise.all(
      forms.map((form) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/user',
          headers: { ...bearer(accessToken), ...form.headers },
          payload: form.payload,
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const files = await readdir(path.join(ctx.dataDir, 'media', 'avatars'));
    expect(files).toHaveLength(1);
    expect(row?.profilePicture).toBe(`/media/avatars/${files[0] ?? ''}`);
  });
});
