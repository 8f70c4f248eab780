/** The visualizer's panels on a domain other than the puzzle, one chunk fetched on first use. */
import type { AnyDomain } from '../../core/domain/types';
import { DomainCurrentNode } from './DomainCurrentNode';
import { DomainFrontier } from './DomainFrontier';

export function DomainPanel({ part, domain }: { part: 'frontier' | 'current'; domain: AnyDomain }) {
  return part === 'frontier' ? <DomainFrontier domain={domain} /> : <DomainCurrentNode domain={domain} />;
}
