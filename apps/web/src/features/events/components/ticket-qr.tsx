import { useEffect, useState } from 'react';
import styles from './ticket-qr.module.css';

/** Modules of white around the symbol: the quiet zone QR readers need (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

interface QrMatrix {
  size: number;
  dark: (row: number, col: number) => boolean;
}

/**
 * The code's QR matrix, from the `qrcode` package, imported on demand: only this page (a lazy
 * route) loads it, never the first view.
 */
async function qrMatrixOf(code: string): Promise<QrMatrix> {
  const { create } = await import('qrcode');
  const { modules } = create(code, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
}

/** One square per dark module, moved by the quiet zone: 'M{x} {y}h1v1h-1z' each. */
export function qrPath({ size, dark }: QrMatrix): string {
  let d = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (dark(row, col)) d += `M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`;
    }
  }
  return d;
}

/**
 * A ticket's QR as an inline SVG: dark on white whatever the theme, with its quiet zone, as
 * wide as its box allows (CSS), crisp at any size.
 */
export function TicketQr({ code, label }: { code: string; label: string }) {
  const [drawn, setDrawn] = useState<{ code: string; path: string; side: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    qrMatrixOf(code).then(
      (matrix) => {
        if (live) {
          setDrawn({ code, path: qrPath(matrix), side: matrix.size + 2 * QR_QUIET_ZONE });
          setFailed(false);
        }
      },
      (error: unknown) => {
        console.error('No se pudo dibujar el código QR', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [code]);

  if (failed) {
    return (
      <div className={styles.placeholder}>
        <p>No se pudo mostrar el código QR: descarga el PDF de tus entradas.</p>
      </div>
    );
  }
  if (drawn?.code !== code) {
    return <div className={styles.placeholder} role="img" aria-label={label} aria-busy="true" />;
  }
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.side} ${drawn.side}`}
      shapeRendering="crispEdges"
    >
      <rect width={drawn.side} height={drawn.side} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
