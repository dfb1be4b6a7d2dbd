import { useEffect, useRef, useState, type RefObject } from 'react';
import { createQrDecoder, type QrDecoder } from '@/features/events-admin/utils/qr-decoders';

/** Where the scanner's camera and decoder come from: the browser's, or a test's fakes. */
export interface ScannerSource {
  openCamera: () => Promise<MediaStream>;
  createDecoder: () => Promise<QrDecoder>;
}

/** The phone's back camera, and the browser's decoder (BarcodeDetector, else jsQR). */
export const browserScanner: ScannerSource = {
  openCamera: async () => {
    // Absent outside a secure context (http:// on another machine) and in old browsers.
    if (!('mediaDevices' in navigator)) throw new Error('No camera API');
    return navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'environment' },
      audio: false,
    });
  },
  createDecoder: createQrDecoder,
};

export type CameraState = 'starting' | 'scanning' | 'unavailable';

/**
 * Scans QR codes with the camera into `videoRef`'s video: a frame is read every
 * `intervalMs`, and each code found is handed to `onCode`, one at a time (none while the last
 * is being handled). The same code is ignored until `pauseMs` after its handling ended, so a
 * ticket held in front of the camera is sent once. The camera stops when the component goes.
 */
export function useQrScanner({
  videoRef,
  source,
  onCode,
  intervalMs = 150,
  pauseMs = 2500,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  source: ScannerSource;
  onCode: (code: string) => Promise<unknown>;
  intervalMs?: number;
  pauseMs?: number;
}): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  const latest = useRef({ onCode, intervalMs, pauseMs });
  useEffect(() => {
    latest.current = { onCode, intervalMs, pauseMs };
  });

  useEffect(() => {
    // An object, so the closures below read what the clean-up wrote.
    const run = { stopped: false };
    const stopped = () => run.stopped;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busy = false;
    let last: { code: string; until: number } | null = null;
    const video = videoRef.current;

    const handle = (code: string) => {
      if (busy || (last?.code === code && Date.now() < last.until)) return;
      busy = true;
      const handled = { code, until: Number.POSITIVE_INFINITY };
      last = handled;
      void Promise.resolve()
        .then(() => latest.current.onCode(code))
        .catch(() => {})
        .finally(() => {
          busy = false;
          handled.until = Date.now() + latest.current.pauseMs;
        });
    };

    const scan = (decode: QrDecoder, target: HTMLVideoElement) => {
      const tick = async () => {
        if (stopped()) return;
        if (!busy) {
          const code = await decode(target).catch(() => null);
          if (stopped()) return;
          if (code) handle(code);
        }
        timer = setTimeout(() => void tick(), latest.current.intervalMs);
      };
      void tick();
    };

    void (async () => {
      try {
        // Loaded while the camera is asked for; a failure is met below, once awaited.
        const decoder = source.createDecoder();
        decoder.catch(() => {});
        const opened = await source.openCamera();
        if (stopped()) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        const decode = await decoder;
        if (stopped() || !video) return;
        video.srcObject = opened;
        // Muted and inline, it plays without a gesture; a refusal leaves the picture still.
        await Promise.resolve(video.play()).catch(() => {});
        if (stopped()) return;
        setState('scanning');
        scan(decode, video);
      } catch {
        if (!stopped()) setState('unavailable');
      }
    })();

    return () => {
      run.stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video) video.srcObject = null;
    };
  }, [videoRef, source]);

  return state;
}
