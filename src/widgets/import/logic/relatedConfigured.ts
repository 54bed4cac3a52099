import type { RelatedConfig } from '../types';

/** A related-file configuration is in use once a file is chosen and both key columns are set. */
export function isRelatedConfigured(config: RelatedConfig | undefined): config is RelatedConfig {
  return Boolean(config && config.fileName && config.sourceKeyColumn !== null && config.relatedKeyColumn !== null);
}
