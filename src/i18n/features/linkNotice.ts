/** Both languages of the link notice's strings side by side (for tests that compare them). */
import { linkNoticeEn } from './linkNotice.en';
import { linkNoticeJa } from './linkNotice.ja';

export const linkNotice = { en: linkNoticeEn, ja: linkNoticeJa };
