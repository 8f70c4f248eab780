/** The trace part's i18n namespace (its strings); the main catalogue's are asked for with { ns: 'translation' }. */
export const TRACE_NS = 'trace';
export const TRACE_NAMESPACES = [TRACE_NS, 'translation'] as const;
