/**
 * Marks what sticks to the top of the scroll box above the lines: the guessing game's score (in
 * the lines' section), the Details drawer's close bar (a child of the scroll box). A module of its
 * own, so the page that marks its bar does not bring the scrolling code into the first download.
 */
export const STICKY_ATTRIBUTE = 'data-sticks-above-lines';
