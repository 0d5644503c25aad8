import type { Release } from '../../core/model';
import { surveyImageUrls } from '../../core/model/surveyImages';
import type { KeepImagesMessage } from './message';

/**
 * Has the service worker keep every image the survey shows (the collector: src/core/model/surveyImages.ts;
 * the worker's side: sw/surveyImages.ts), so that when the survey is opened again with no connection its
 * pictures are there too, those of pages not seen yet and of the end page included.
 *
 * Asked of the worker rather than fetched here: on a first visit the worker registers only after the first
 * screen (src/main.tsx) and does not control this page yet, so the page's own fetches would pass it by.
 * `ready` waits until a worker is active; with none (development builds, browsers without service workers)
 * it never settles and nothing happens. Run once the page is idle, as the worker's registration is: the first
 * page's own images come first. What fails only leaves an image to the network; nothing is thrown.
 */
export async function keepSurveyImages(release: Release): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const urls = surveyImageUrls(release).flatMap((address) => absolute(address) ?? []);
  if (urls.length === 0) return;
  await whenIdle();
  const registration = await navigator.serviceWorker.ready;
  const message: KeepImagesMessage = { type: 'keep-images', urls };
  registration.active?.postMessage(message);
}

function absolute(address: string): string | undefined {
  try {
    return new URL(address, location.href).href;
  } catch {
    return undefined;
  }
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 200);
  });
}
