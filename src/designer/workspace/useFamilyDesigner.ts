import { useEffect, useState } from 'react';
import type { FamilyDesigner } from '../editor/contract';
import { familyDesignerFor } from '../familyDesigners';

// One load per family for the page's lifetime: every block of a family shares the same chunk.
const loaded = new Map<string, Promise<FamilyDesigner | null>>();

function load(catalogKey: string): Promise<FamilyDesigner | null> {
  let promise = loaded.get(catalogKey);
  if (!promise) {
    const loader = familyDesignerFor(catalogKey);
    promise = loader ? loader().catch(() => null) : Promise.resolve(null);
    loaded.set(catalogKey, promise);
  }
  return promise;
}

/**
 * The family's designer views of a catalogue key: undefined while loading, null when the family has none
 * (the question is then shown read-only with its title and options).
 */
export function useFamilyDesigner(catalogKey: string): FamilyDesigner | null | undefined {
  const [designer, setDesigner] = useState<FamilyDesigner | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void load(catalogKey).then((found) => {
      if (live) setDesigner(found);
    });
    return () => {
      live = false;
    };
  }, [catalogKey]);
  return designer;
}
