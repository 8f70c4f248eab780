/**
 * The names the command line and the library give domains besides the registry's kinds:
 * `romania` is the road map on AIMA's Romania, `graph` the road map on a teacher's own map (its
 * text given as the instance).
 */
export interface DomainAlias {
  readonly kind: string;
  /** The instance the name stands for, when it names one. */
  readonly instance?: string;
}

export const DOMAIN_ALIASES: Readonly<Record<string, DomainAlias>> = {
  romania: { kind: 'road-map', instance: 'romania' },
  graph: { kind: 'road-map' },
};

/** The kind and instance a name means: an alias's, else the name itself as a registry kind. */
export function resolveDomainName(name: string): DomainAlias {
  return Object.hasOwn(DOMAIN_ALIASES, name) ? DOMAIN_ALIASES[name] : { kind: name };
}
