import { CHART_FONT } from './theme';

const HEADER = 56;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('chart image'));
    image.src = url;
  });
}

/**
 * Saves a chart's PNG with its title drawn above it, so the image says what it shows once it has left the
 * page. The chart image is at pixel ratio 2, so the header is drawn at that scale too.
 */
export async function savePng(chartUrl: string, title: string, fileName: string): Promise<void> {
  const image = await loadImage(chartUrl);
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height + HEADER * 2;
  const context = canvas.getContext('2d');
  let url = chartUrl;
  if (context) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#1f2d2d';
    context.font = `600 32px ${CHART_FONT}`;
    context.textBaseline = 'middle';
    context.fillText(title, 32, HEADER, canvas.width - 64);
    context.drawImage(image, 0, HEADER * 2);
    url = canvas.toDataURL('image/png');
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName.replace(/[\\/:*?"<>|]+/g, '_')}.png`;
  document.body.append(link);
  link.click();
  link.remove();
}
