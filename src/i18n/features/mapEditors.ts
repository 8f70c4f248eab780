/** Both languages of the map and grid editors' strings side by side (for tests that compare them). */
import { mapEditorsEn } from './mapEditors.en';
import { mapEditorsJa } from './mapEditors.ja';

export const mapEditors = { en: mapEditorsEn, ja: mapEditorsJa };
