/**
 * How the road-map row of the domain registry (src/core/domain/registry.ts) opens an instance:
 * Romania when none is given (or by name), else the teacher's map in the text format
 * (graphParse.ts), refused with that parser's line-numbered error. Loaded on demand.
 */
import type { DomainOpener } from '../registry';
import { graphDomain } from './graphDomain';
import { parseGraph } from './graphParse';
import { romaniaDomain } from './romania';

export const openRoadMap: DomainOpener = (instance) => {
  const text = instance ?? '';
  if (text.trim() === '' || text.trim().toLowerCase() === 'romania') return { ok: true, domain: romaniaDomain() };
  const parsed = parseGraph(text);
  return parsed.ok ? { ok: true, domain: graphDomain(parsed.graph) } : { ok: false, error: parsed.error };
};
