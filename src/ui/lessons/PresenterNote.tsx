/**
 * A stop's note in the presenter's band, folded to one line by default: the band unfolded took a
 * quarter of a 768 px screen, and the rows the note talks about fell below the fold. "More"
 * shows it whole (the view gives the room back); the button appears only when a line does not
 * hold the note. Keyed by the stop, so each stop opens folded.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementSize } from '../hooks/useElementSize';

export function PresenterNote({ note, children }: { note: string; children?: ReactNode }) {
  const { t } = useTranslation(['translation', 'lessons']);
  const [open, setOpen] = useState(false);
  const [longer, setLonger] = useState(false);
  const [ref, size] = useElementSize<HTMLParagraphElement>();
  useLayoutEffect(() => {
    const el = ref.current;
    // Folded, the clamp hides what a line does not hold; unfolded the button stays to fold it.
    if (el && !open) setLonger(el.scrollHeight > el.clientHeight + 1);
  }, [ref, note, open, size.width]);
  return (
    <div className={open ? 'presenter-note-row open' : 'presenter-note-row'}>
      <p id="presenter-note" ref={ref} className="presenter-note" data-testid="presenter-note">
        {note}
      </p>
      {longer && (
        <button
          type="button"
          className="button presenter-more"
          aria-expanded={open}
          aria-controls="presenter-note"
          data-testid="presenter-more"
          onClick={() => setOpen(!open)}
        >
          {open ? t('lessons.present.less') : t('lessons.present.more')}
        </button>
      )}
      {open && children}
    </div>
  );
}
