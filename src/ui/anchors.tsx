import { createContext, useContext } from 'react';
import type { AnchorScope } from '../model/anchors.js';

/** The page's anchors, so ids stay unique in the order they render. */
export const Anchors = createContext<Pick<AnchorScope, 'take'> | null>(null);

/** A unique id on this page for an anchor name; none without a name. */
export function useAnchor(name: string | undefined): string | undefined {
  const scope = useContext(Anchors);
  if (name === undefined) return undefined;
  return scope ? scope.take(name) : name;
}
