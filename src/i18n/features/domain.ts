/** Both languages of the domain views' strings side by side (for tests that compare them). */
import { domainEn } from './domain.en';
import { domainJa } from './domain.ja';

export const domain = { en: domainEn, ja: domainJa };
