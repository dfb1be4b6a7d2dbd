import { describe, expect, it } from 'vitest';
import { instantToZonedTime, type PublicEventList } from '@shop/contracts';
import { signUpAdmin } from '#test/accounts';
import { uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';
import { seedDemoEvent } from './demo-events';
import { createEventsService } from './events.service';

const ctx = setupTestApp();

describe('the demo event (SEED_DEMO)', () => {
  it('publishes one upcoming event with a paid and a free ticket type, once', async () => {
    const admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
    const photo = (await uploadPhoto(ctx.app, admin)).json<{ _id: string }>()._id;
    const service = createEventsService({
      db: ctx.database.db,
      photos: ctx.app.photoImages,
      stock: ctx.app.orders.stock,
      onChange: async () => {},
    });
    const now = new Date();
    expect(await seedDemoEvent(service, [photo], now)).toBe(true);
    expect(await seedDemoEvent(service, [photo], now)).toBe(false);

    const { upcoming } = (await ctx.app.inject('/api/events')).json<PublicEventList>();
    expect(upcoming).toHaveLength(1);
    const [event] = upcoming;
    expect(event?.cover?.id).toBe(photo);
    // Three weeks ahead, at 10:00 in Madrid.
    const day = instantToZonedTime(new Date(now.getTime() + 21 * 86_400_000), 'Europe/Madrid');
    expect(instantToZonedTime(new Date(event?.startDate ?? ''), 'Europe/Madrid')).toBe(
      `${day.slice(0, 10)}T10:00`,
    );
    expect(event?.ticketTypes.map((t) => t.priceCents)).toEqual([2500, 0]);
  });
});
