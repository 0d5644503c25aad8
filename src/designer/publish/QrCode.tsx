import { useMemo } from 'react';
import { type QrMatrix, qrMatrix, qrPath } from './qr';

/** The QR code of `text` as an SVG on screen (crisp at any zoom), with `label` as its accessible name. */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const matrix: QrMatrix = useMemo(() => qrMatrix(text), [text]);
  const path = useMemo(() => qrPath(matrix), [matrix]);
  return (
    <svg
      className="wd-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
      data-testid="qr-svg"
      data-text={text}
    >
      <rect width={matrix.size} height={matrix.size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
