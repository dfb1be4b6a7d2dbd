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

export interface QrScanner {
  camera: CameraState;
  /** The code the camera sees now (null once it has left the frame). */
  inView: string | null;
}

/**
 * Scans QR codes with the camera into `videoRef`'s video: a frame is read every
 * `intervalMs`, and each code that comes into the frame is handed to `onCode` once, one at a
 * time (no frame is read while the last is being handled). A code is in view while frames
 * read it; it has left once none has for `goneMs` (a frame or two missed is no leaving). The
 * same code read again while it never left is not a new scan; another code, or the same one
 * after it left, is. The camera stops when the component goes.
 */
export function useQrScanner({
  videoRef,
  source,
  onCode,
  intervalMs = 150,
  goneMs = 1000,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  source: ScannerSource;
  onCode: (code: string) => Promise<unknown>;
  intervalMs?: number;
  goneMs?: number;
}): QrScanner {
  const [camera, setCamera] = useState<CameraState>('starting');
  const [inView, setInView] = useState<string | null>(null);
  const latest = useRef({ onCode, intervalMs, goneMs });
  useEffect(() => {
    latest.current = { onCode, intervalMs, goneMs };
  });

  useEffect(() => {
    // An object, so the closures below read what the clean-up wrote.
    const run = { stopped: false };
    const stopped = () => run.stopped;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busy = false;
    /** The code in the frame and when a frame last read it. */
    let seen: { code: string; at: number } | null = null;
    const video = videoRef.current;

    const handle = (code: string) => {
      busy = true;
      void Promise.resolve()
        .then(() => latest.current.onCode(code))
        .catch(() => {})
        .finally(() => {
          busy = false;
          // No frame was read meanwhile: that time is not the code's absence.
          if (seen?.code === code) seen.at = Date.now();
        });
    };

    const read = (code: string | null) => {
      const now = Date.now();
      if (code !== null && seen?.code === code) {
        seen.at = now;
      } else if (code !== null) {
        seen = { code, at: now };
        setInView(code);
        handle(code);
      } else if (seen && now - seen.at >= latest.current.goneMs) {
        seen = null;
        setInView(null);
      }
    };

    const scan = (decode: QrDecoder, target: HTMLVideoElement) => {
      const tick = async () => {
        if (stopped()) return;
        if (!busy) {
          const code = await decode(target).catch(() => null);
          if (stopped()) return;
          read(code);
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
        setCamera('scanning');
        scan(decode, video);
      } catch {
        if (!stopped()) setCamera('unavailable');
      }
    })();

    return () => {
      run.stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video) video.srcObject = null;
    };
  }, [videoRef, source]);

  return { camera, inView };
}
