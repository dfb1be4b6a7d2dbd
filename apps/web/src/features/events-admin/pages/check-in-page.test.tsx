import { paths } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attendee } from '@shop/contracts';
import {
  adminEvent,
  ANA_TICKET,
  doorAttendees,
  EVA_TICKET,
  EVENT_ID,
  LUIS_TICKET,
  serveDoor,
} from '@test/admin-event-fixtures';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import type { ScannerSource } from '@/features/events-admin/hooks/use-qr-scanner';
import { CheckInPage, NO_CAMERA } from './check-in-page';

const LUIS_CODE = 'T1.luis.1.firma';
const ANA_CODE = 'T1.ana.1.firma';
const EVA_CODE = 'T1.eva.1.firma';
const CHECK_IN = `/api/events/admin/${EVENT_ID}/check-in`;

let attendees: Attendee[] = [];
const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  attendees = doorAttendees();
  server.on('GET', '/api/events/admin', () => json(200, [adminEvent({ status: 'published' })]));
  serveDoor(server, {
    attendees,
    codes: { [LUIS_CODE]: LUIS_TICKET, [ANA_CODE]: ANA_TICKET, [EVA_CODE]: EVA_TICKET },
  });
});

/**
 * A camera that opens (or is refused), and a decoder that reads whatever code the test holds
 * in front of it: `show(code)`, `show(null)` for none.
 */
function fakeScanner({ camera = true } = {}) {
  let inFront: string | null = null;
  /** Frames left to read the code in front before it is taken away; null: until told. */
  let framesLeft: number | null = null;
  let reads = 0;
  /** Frames the decoder will miss the code in front (a blur, a reflection). */
  let misses = 0;
  const stop = vi.fn();
  const read = () => {
    reads += 1;
    if (misses > 0) {
      misses -= 1;
      return Promise.resolve(null);
    }
    const code = inFront;
    if (framesLeft !== null && --framesLeft <= 0) inFront = null;
    return Promise.resolve(code);
  };
  const source: ScannerSource = {
    openCamera: () =>
      camera
        ? Promise.resolve({ getTracks: () => [{ stop }] } as unknown as MediaStream)
        : Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    createDecoder: () => Promise.resolve(read),
  };
  return {
    source,
    stop,
    show: (code: string | null) => {
      inFront = code;
      framesLeft = null;
    },
    /** The code in front of the camera for `frames` reads only. */
    showFor: (code: string, frames: number) => {
      inFront = code;
      framesLeft = frames;
    },
    /** Whether the code shown with `showFor` has been read as often as it was held. */
    taken: () => inFront === null,
    /** The frames read so far. */
    reads: () => reads,
    /** The next `frames` reads miss the code, which stays in front. */
    miss: (frames: number) => {
      misses = frames;
    },
  };
}

beforeEach(() => {
  // jsdom plays no video.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});
afterEach(() => vi.restoreAllMocks());

function openDoor(source: ScannerSource, resultMs?: number, goneMs?: number) {
  return renderPage(<CheckInPage scanner={source} resultMs={resultMs} goneMs={goneMs} />, {
    route: paths.eventCheckIn.pattern,
    path: paths.eventCheckIn.build(EVENT_ID),
  });
}

const resultPanel = () => document.querySelector('[data-result]');

describe('the door (check-in page)', () => {
  it('scans a code, posts it and says «Adelante» with the name and type; the counts follow', async () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { vibrate }));
    const scanner = fakeScanner();
    openDoor(scanner.source);
    expect(await screen.findByText('1 de 2 han entrado')).toBeVisible();
    expect(await screen.findByText('Apunta al código QR de la entrada')).toBeVisible();
    scanner.show(LUIS_CODE);
    expect(await screen.findByText('Adelante')).toBeVisible();
    const panel = resultPanel();
    expect(panel).toHaveAttribute('data-result', 'admitted');
    expect(panel).toHaveTextContent('Luis Pérez · Registro gratuito (acompañante)');
    expect(panel?.closest('[role="status"]')).not.toBeNull();
    expect(server.callsTo(CHECK_IN)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { code: LUIS_CODE },
        authorization: 'Bearer stored-token',
      }),
    ]);
    expect(vibrate).toHaveBeenCalled();
    expect(await screen.findByText('2 de 2 han entrado')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Check-in' })).toBeVisible();
    expect(screen.getByText('Paseo fotográfico al amanecer')).toBeVisible();
  });

  it('says in amber when the ticket already came in, and when', async () => {
    const scanner = fakeScanner();
    openDoor(scanner.source);
    await screen.findByText('Apunta al código QR de la entrada');
    scanner.show(ANA_CODE);
    expect(await screen.findByText('Ya entró a las 10:05')).toBeVisible();
    expect(resultPanel()).toHaveAttribute('data-result', 'already');
    expect(resultPanel()).toHaveTextContent('Ana López');
    expect(resultPanel()?.closest('[role="status"]')).not.toBeNull();
  });

  it("says in red, as an alert, the server's reason for a refusal", async () => {
    const scanner = fakeScanner();
    openDoor(scanner.source);
    await screen.findByText('Apunta al código QR de la entrada');
    scanner.show(EVA_CODE);
    const reason = await screen.findByText('Entrada cancelada: no da acceso.');
    expect(reason.closest('[role="alert"]')).not.toBeNull();
    expect(resultPanel()).toHaveAttribute('data-result', 'refused');
    expect(resultPanel()).toHaveTextContent('No puede entrar');
    // Another code is read at once, without waiting for the pause.
    scanner.show('https://example.com/no-es-una-entrada');
    const invalid = await screen.findByText('Código no válido: no es una entrada de esta tienda.');
    expect(invalid.closest('[role="alert"]')).not.toBeNull();
    expect(server.callsTo(CHECK_IN).map((c) => c.body)).toEqual([
      { code: EVA_CODE },
      { code: 'https://example.com/no-es-una-entrada' },
    ]);
  });

  it('keeps «Adelante» while the ticket is held in front of the camera: it is not scanned again', async () => {
    const scanner = fakeScanner();
    // A result's time far shorter than the frames read below; a code leaves after a second.
    openDoor(scanner.source, 200);
    await screen.findByText('Apunta al código QR de la entrada');
    scanner.show(LUIS_CODE);
    expect(await screen.findByText('Adelante')).toBeVisible();
    // The camera reads the same ticket on (a frame every 150 ms), a blurred frame among them.
    const from = scanner.reads();
    await waitFor(() => expect(scanner.reads()).toBeGreaterThan(from + 3));
    scanner.miss(1);
    await waitFor(() => expect(scanner.reads()).toBeGreaterThan(from + 8), { timeout: 5000 });
    expect(screen.getByText('Adelante')).toBeVisible();
    expect(server.callsTo(CHECK_IN)).toHaveLength(1);

    // Taken away, the result goes after its time; held up again, it is a new scan.
    scanner.show(null);
    await waitFor(() => expect(resultPanel()).toBeNull(), { timeout: 3000 });
    scanner.show(LUIS_CODE);
    expect(await screen.findByText('Ya entró a las 10:20')).toBeVisible();
    expect(server.callsTo(CHECK_IN)).toHaveLength(2);
  });

  it('reads another ticket at once, even while the last is still in front of the camera', async () => {
    const scanner = fakeScanner();
    openDoor(scanner.source, 10_000, 10_000);
    await screen.findByText('Apunta al código QR de la entrada');
    scanner.show(LUIS_CODE);
    expect(await screen.findByText('Adelante')).toBeVisible();
    scanner.show(ANA_CODE);
    expect(await screen.findByText('Ya entró a las 10:05')).toBeVisible();
    expect(server.callsTo(CHECK_IN).map((c) => c.body)).toEqual([
      { code: LUIS_CODE },
      { code: ANA_CODE },
    ]);
  });

  it('asks again for the same code once it left the frame for a moment: it came in already', async () => {
    const scanner = fakeScanner();
    openDoor(scanner.source, 300, 300);
    await screen.findByText('Apunta al código QR de la entrada');
    scanner.showFor(LUIS_CODE, 1);
    expect(await screen.findByText('Adelante')).toBeVisible();
    // The result goes after its time, and the door is ready for the next ticket.
    await waitFor(() => expect(resultPanel()).toBeNull(), { timeout: 3000 });
    scanner.showFor(LUIS_CODE, 1);
    expect(await screen.findByText('Ya entró a las 10:20')).toBeVisible();
    expect(server.callsTo(CHECK_IN)).toHaveLength(2);
  });

  it('without a camera says so and checks in by name', async () => {
    const scanner = fakeScanner({ camera: false });
    const user = userEvent.setup();
    openDoor(scanner.source);
    expect(await screen.findByText(NO_CAMERA)).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'luis');
    const button = await screen.findByRole('button', { name: 'Registrar entrada de Luis Pérez' });
    expect(server.callsTo(`/api/events/admin/${EVENT_ID}/attendees`).map((c) => c.path)).toContain(
      `/api/events/admin/${EVENT_ID}/attendees?q=luis`,
    );
    await user.click(button);
    expect(await screen.findByText('Adelante')).toBeVisible();
    expect(server.callsTo(CHECK_IN)).toEqual([
      expect.objectContaining({ method: 'POST', body: { ticketId: LUIS_TICKET } }),
    ]);
    const card = screen.getByRole('list', { name: 'Entradas' });
    await waitFor(() => expect(card).toHaveTextContent('Dentro 10:20'));
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByText('2 de 2 han entrado')).toBeVisible();
  });

  it('stops the camera when leaving the page', async () => {
    const scanner = fakeScanner();
    const { unmount } = openDoor(scanner.source);
    await screen.findByText('Apunta al código QR de la entrada');
    expect(scanner.stop).not.toHaveBeenCalled();
    unmount();
    expect(scanner.stop).toHaveBeenCalled();
  });

  it('says so when the event does not exist', async () => {
    server.on('GET', '/api/events/admin', () => json(200, []));
    openDoor(fakeScanner().source);
    const message = await screen.findByText('No encontramos ese evento.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Volver a los eventos' })).toHaveAttribute(
      'href',
      '/content-management/eventos',
    );
  });
});
