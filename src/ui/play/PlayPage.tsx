/**
 * Play mode: the learner moves the tiles (click, tap, swipe or arrow keys) against a counter and
 * a clock, asks for a hint or lets the computer finish optimally, and can bring any board from
 * the editor or send this one to the visualizer.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayStore } from '../../store/playStore';
import { useEmbed } from '../../store/linkSync';
import { EditorDialog } from '../editor/EditorDialog';
import { BoardPanel } from './BoardPanel';
import { Congratulations } from './Congratulations';
import { GameStatus } from './GameStatus';
import { HelpPanel } from './HelpPanel';
import { NewGamePanel } from './NewGamePanel';
import { PlayBoard } from './PlayBoard';
import { PlayMessage } from './PlayMessage';
import { PlaySettings } from './PlaySettings';
import { usePlayKeys } from './usePlayKeys';
import './play.css';

export function PlayPage() {
  // The play strings are a namespace of their own, loaded with this page (the placeholder shows meanwhile).
  const { t } = useTranslation(['translation', 'play', 'solvability']);
  const [editing, setEditing] = useState(false);
  const embed = useEmbed();
  const source = usePlayStore((s) => s.game.source);
  usePlayKeys(!editing);
  useEffect(() => {
    // The first visit opens on a fresh game rather than on a solved board.
    if (usePlayStore.getState().game.source === 'initial') void usePlayStore.getState().newGame();
  }, []);
  return (
    <div className="play" data-source={source}>
      <section className="panel play-main" aria-label={t('play.board')}>
        <GameStatus />
        <Congratulations />
        <PlayBoard />
        <PlayMessage />
      </section>
      {/* Embedded (`?embed=1`): the board alone, no new-game set-up or settings. */}
      {!embed && (
        <div className="play-side">
          <div className="play-col">
            <HelpPanel />
            <BoardPanel onEdit={() => setEditing(true)} />
          </div>
          <div className="play-col">
            <NewGamePanel />
            <PlaySettings />
          </div>
        </div>
      )}
      {editing && <PlayEditor onClose={() => setEditing(false)} />}
    </div>
  );
}

function PlayEditor({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { puzzle, tiles } = usePlayStore.getState();
  return (
    <EditorDialog
      initial={{ rows: puzzle.rows, cols: puzzle.cols, goal: [...puzzle.goal], tiles: [...tiles] }}
      applyLabel={t('play.editor.apply')}
      onCancel={onClose}
      onApply={(board) => {
        const ok = usePlayStore
          .getState()
          .setBoard({ rows: board.rows, cols: board.cols, goal: board.goal }, board.tiles, 'editor');
        if (ok) onClose();
      }}
    />
  );
}
