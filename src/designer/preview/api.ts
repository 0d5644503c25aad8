import { PREVIEW_API, type PreviewRelease } from '../../core/api/preview';
import { api } from '../../shell/api';

/**
 * The release the design would publish now (src/core/api/preview.ts). Not parsed again here: the server
 * checked it against the release schema, and the runner reads a release as published.
 */
export function fetchPreviewRelease(surveyId: string): Promise<PreviewRelease> {
  return api.get<PreviewRelease>(PREVIEW_API.release, { surveyId }, { silent: true });
}
