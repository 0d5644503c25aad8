import {
  COLLECTION_API,
  type CollectionLimits,
  collectionLimitsSchema,
  type SaveCollectionRequestInput,
} from '../../core/api/collection';
import { api } from '../../shell/api';

/**
 * The collection limits' calls (src/core/api/collection.ts). Both are silent: the screen shows a failed read
 * in place and a refused save beside the form, where what was typed stays.
 */
export function fetchCollectionLimits(surveyId: string): Promise<CollectionLimits> {
  return api.get(
    COLLECTION_API.get,
    { surveyId },
    { silent: true, trackPending: false, parse: collectionLimitsSchema.parse },
  );
}

export function saveCollectionLimits(body: SaveCollectionRequestInput): Promise<CollectionLimits> {
  return api.post(COLLECTION_API.save, body, { silent: true, parse: collectionLimitsSchema.parse });
}
