/**
 * A language's whole catalog: the base strings plus each feature's under the feature's own key
 * (t('play.…'), t('compare.…'), t('explorer.…')), merged with any base keys of the same name.
 */
export function bundle(base: object, features: Record<string, object>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [name, catalog] of Object.entries(features)) {
    out[name] = { ...((out[name] as object | undefined) ?? {}), ...catalog };
  }
  return out;
}
