/** Every state at the maximum distance, each one click from its optimal path. */
import { useTranslation } from 'react-i18next';
import { useExplorerStore } from '../../../store/explorerStore';
import { MiniBoard } from '../../board/MiniBoard';
import { useFormat } from '../useFormat';

/** More than this many are summarised: a list of hundreds teaches nothing. */
const SHOWN = 12;

export function HardestBoards() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const summary = useExplorerStore((s) => s.summary);
  const picked = useExplorerStore((s) => s.picked);
  if (!summary) return null;
  const { hardest, diameter, cols } = summary;
  return (
    <section className="panel hardest-panel" aria-labelledby="hardest-title">
      <h2 id="hardest-title" className="panel-title">
        {t('explorer.hardest.title', { count: diameter })}
      </h2>
      <p className="small muted">
        {t('explorer.hardest.body', { count: hardest.length, value: fmt.int(hardest.length) })}
      </p>
      <ul className="hardest-list">
        {hardest.slice(0, SHOWN).map((tiles) => {
          const text = tiles.join(' ');
          const active = picked?.tiles?.join(' ') === text;
          return (
            <li key={text}>
              <button
                type="button"
                className={`hardest-board${active ? ' active' : ''}`}
                aria-pressed={active}
                data-board={text}
                onClick={() => useExplorerStore.getState().pickBoard(tiles, diameter)}
              >
                <MiniBoard cols={cols} tiles={tiles} cell={20} />
                {/* Named by hidden text, not aria-label: the name must contain the visible caption. */}
                <span className="visually-hidden">
                  {t('explorer.hardest.show', { board: text.replace(/\b0\b/, '_') })}
                </span>
                <span className="hardest-caption">{t('explorer.hardest.path')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {hardest.length > SHOWN && (
        <p className="small muted">{t('explorer.hardest.more', { count: hardest.length - SHOWN })}</p>
      )}
    </section>
  );
}
