import { usePlayStore } from '../store/playStore';
import { Board } from './board/Board';
import { useElementWidth } from './hooks/useElementWidth';

export function App() {
  const { puzzle, tiles, shuffle } = usePlayStore();
  const [boardBox, boxWidth] = useElementWidth<HTMLDivElement>();
  return (
    <div className="app">
      <header className="app-header">
        <h1 className="brand">Frontier</h1>
        <p className="tagline">Watch search algorithms solve the sliding-tile puzzle, one step at a time.</p>
      </header>
      <main className="app-main">
        <section className="panel board-panel" aria-label="Puzzle">
          <div ref={boardBox} className="board-box">
            <Board
              rows={puzzle.rows}
              cols={puzzle.cols}
              tiles={tiles}
              label="Puzzle board"
              size={Math.min(360, boxWidth || 360)}
            />
          </div>
          <div className="toolbar">
            <button type="button" className="button primary" onClick={() => shuffle()}>
              Shuffle
            </button>
          </div>
        </section>
      </main>
    </div>
  );
}
