// Tickets at the door and in the inbox: the PDF of an order's tickets
// (GET /api/events/mine/{id}/pdf: pdfkit with the font embedded and the QR drawn) for 1 and for
// 10 tickets, against the same tickets as JSON (GET /api/events/mine/{id}, the baseline); and
// check-in (POST /api/events/admin/{id}/check-in with a ticket's code) one door after another
// and four doors at once, against reading the event (GET /api/events/event/{id}). Goals: a
// ticket's PDF under 200 ms, a check-in's p95 under 50 ms. Figures: p50 and p95 in ms, and
// each one's ratio to its baseline's p50, measured in the same run.
// Run: npx tsx bench/tickets.ts [rounds]   (BENCH_DATABASE_URL: on a PostgreSQL server)
import { benchApp } from './bench-app';

const rounds = Number(process.argv[2] ?? 40);
const DOORS = 4;
const { app, token } = await benchApp({ JOBS_WORKERS: 'true' });
const admin = { authorization: `Bearer ${token}` };

const day = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
const event = (
  await app.inject({
    method: 'POST',
    url: '/api/events/admin',
    headers: admin,
    payload: {
      name: 'Taller de revelado en la Alhambra',
      description: '',
      coverPhotoId: null,
      startsAt: day(30, '10:00'),
      endsAt: day(30, '14:00'),
      timeZone: 'Europe/Madrid',
      venueName: 'Palacio de Carlos V',
      venueAddress: 'Calle Real de la Alhambra, s/n, 18009 Granada',
      onlineUrl: '',
      capacity: null,
      ticketTypes: [
        {
          name: 'Inscripción',
          description: '',
          priceCents: 0,
          vatRate: 21,
          quota: 1000,
          maxPerOrder: 20,
          salesStartAt: null,
          salesEndAt: null,
        },
      ],
    },
  })
).json<{ _id: string; ticketTypes: { id: string }[] }>();
await app.inject({ method: 'POST', url: `/api/events/admin/${event._id}/publish`, headers: admin });

const ok = (what: string, res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200)
    throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
};
let counter = 0;
/** A customer with `n` tickets of the event (free: issued by the job at once). */
async function customerWith(n: number, label: string) {
  // Each customer from an address of their own: sign-ups are limited per address.
  const remoteAddress = `10.9.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`;
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/signup/user',
    remoteAddress,
    payload: { name: label, email: `${label}@example.com`, password: 'Bench#Fotos2026' },
  });
  ok('sign-up', {
    statusCode: signUp.statusCode === 201 ? 200 : signUp.statusCode,
    body: signUp.body,
  });
  const auth = { authorization: `Bearer ${signUp.json<{ accessToken: string }>().accessToken}` };
  const holders = Array.from({ length: n }, (_, i) => ({
    fullName: `Asistente ${label} ${i + 1}`,
    email: `${label}.${i}@example.com`,
  }));
  const bought = await app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    remoteAddress,
    headers: auth,
    payload: { items: [{ kind: 'ticket', ticketTypeId: event.ticketTypes[0]?.id, holders }] },
  });
  ok('registration', bought);
  for (;;) {
    const mine = await app.inject({ url: `/api/events/mine/${event._id}`, headers: auth });
    if (mine.statusCode === 200) {
      const codes = mine.json<{ tickets: { code: string }[] }>().tickets.map((t) => t.code);
      if (codes.length === n) return { auth, codes };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
async function measure(work: (i: number) => Promise<void>, times = rounds, warm = 5) {
  for (let i = 0; i < warm; i++) await work(-1 - i);
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await work(i);
    took.push(performance.now() - t);
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 50), p95: percentile(took, 95) };
}
const one = await customerWith(1, 'una');
const ten = await customerWith(10, 'diez');
const get = (url: string, auth: Record<string, string>) => async () => {
  const res = await app.inject({ url, headers: auth });
  ok(url, res);
};
const json1 = await measure(get(`/api/events/mine/${event._id}`, one.auth));
const pdf1 = await measure(get(`/api/events/mine/${event._id}/pdf`, one.auth));
const json10 = await measure(get(`/api/events/mine/${event._id}`, ten.auth));
const pdf10 = await measure(get(`/api/events/mine/${event._id}/pdf`, ten.auth));

// The door: as many tickets as scans, each scanned once.
const scans = (rounds + 5) * (DOORS + 1);
const codes: string[] = [];
for (let i = 0; codes.length < scans; i++)
  codes.push(...(await customerWith(20, `puerta${i}`)).codes);
let next = 0;
const checkIn = async () => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/events/admin/${event._id}/check-in`,
    headers: admin,
    payload: { code: codes[next++] },
  });
  ok('check-in', res);
};
const read = await measure(get(`/api/events/event/${event._id}`, {}));
const door = await measure(checkIn);
const doors = await measure(async () => {
  await Promise.all(Array.from({ length: DOORS }, () => checkIn()));
});
const attendees = await app.inject({
  url: `/api/events/admin/${event._id}/attendees`,
  headers: admin,
});
const n = attendees.json<{ checkedIn: number }>().checkedIn;

const row = (label: string, m: { p50: number; p95: number }, base: { p50: number }) =>
  console.log(
    `${label.padEnd(44)} p50 ${m.p50.toFixed(1).padStart(7)} ms  p95 ${m.p95.toFixed(1).padStart(7)} ms  (${(m.p50 / base.p50).toFixed(2)}× baseline)`,
  );
console.log(
  `${rounds} rounds; database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
row('tickets as JSON, 1 ticket (baseline)', json1, json1);
row('tickets PDF, 1 ticket', pdf1, json1);
row('tickets as JSON, 10 tickets (baseline)', json10, json10);
row('tickets PDF, 10 tickets', pdf10, json10);
console.log(`  PDF per ticket, 10 tickets: p50 ${(pdf10.p50 / 10).toFixed(1)} ms`);
row('event read (baseline)', read, read);
row('check-in, one door', door, read);
row(`check-in, ${DOORS} doors at once (the batch)`, doors, read);
console.log(`  checked in: ${n} tickets, each once`);
await app.close();
