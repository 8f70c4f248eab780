/** Both languages of the examples' notes side by side (for tests that compare them). */
import { presetNoteEn } from './presetNote.en';
import { presetNoteJa } from './presetNote.ja';

export const presetNote = { en: presetNoteEn, ja: presetNoteJa };
