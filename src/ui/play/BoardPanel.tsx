/** What to do with this board: edit it, start it over, study it in the visualizer, share it. */
import { useTranslation } from 'react-i18next';
import { openPlayInVisualizer } from '../../store/navigation';
import { usePlayStore } from '../../store/playStore';
import { CopyLinkButton } from '../links/CopyLinkButton';

export function BoardPanel({ onEdit }: { onEdit: () => void }) {
  const { t } = useTranslation();
  const autoBusy = usePlayStore((s) => s.auto.status === 'playing' || s.auto.status === 'thinking');
  const untouched = usePlayStore((s) => s.moves === 0);
  return (
    <section className="panel play-card" aria-labelledby="play-board-title">
      <h2 id="play-board-title" className="panel-title">
        {t('play.boardPanel.title')}
      </h2>
      <div className="play-buttons">
        <button type="button" className="button" onClick={onEdit} disabled={autoBusy}>
          {t('play.boardPanel.edit')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => usePlayStore.getState().restart()}
          disabled={autoBusy || untouched}
        >
          {t('play.boardPanel.restart')}
        </button>
        <button type="button" className="button" onClick={() => openPlayInVisualizer()}>
          {t('play.boardPanel.visualize')}
        </button>
        <CopyLinkButton />
      </div>
    </section>
  );
}
