import { encode } from 'uqr';

/**
 * QR codes of answer links (uqr: no dependencies, designer only — the runner never imports this folder).
 * Error correction M (15 %): survives a smudged print and keeps links of ~100 characters at version ≤ 6.
 */
export type QrMatrix = { size: number; modules: boolean[][] };

/** The quiet zone the QR standard asks for, in modules. */
const QUIET_ZONE = 4;
/** The downloaded PNG's side: about 10 cm printed at 300 dpi, sharp on a poster or a table card. */
export const PRINT_SIDE_PX = 1200;

export function qrMatrix(text: string): QrMatrix {
  const result = encode(text, { ecc: 'M', border: QUIET_ZONE });
  return { size: result.size, modules: result.data };
}

/** One SVG path drawing every dark module (a 1×1 square each), for a viewBox of the matrix's size. */
export function qrPath({ modules }: QrMatrix): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/**
 * The code drawn as a PNG of about `side` pixels (whole pixels per module, so no module is blurred), white
 * behind it, for printing.
 */
export function qrPng(matrix: QrMatrix, side = PRINT_SIDE_PX): Promise<Blob> {
  const scale = Math.max(1, Math.floor(side / matrix.size));
  const canvas = document.createElement('canvas');
  canvas.width = matrix.size * scale;
  canvas.height = matrix.size * scale;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  matrix.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    });
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/** Saves a blob under a file name through a temporary link (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
