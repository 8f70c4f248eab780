/**
 * The examples' notes (src/ui/visualizer/ExampleNoteText.tsx), loaded when an example is first
 * on screen: t('presetNote.…'). The examples' names stay in the main catalogue (preset.…).
 */
// What each example is and why this search (korf: every Korf instance; hardest: both 31-move boards).
export const presetNoteEn = {
  'bfs-exercise':
    'Breadth-first search, as in the classic exercise: the goal has the blank first, and BFS expands the boards level by level until the goal appears 4 moves down.',
  'textbook-spiral':
    'The textbook example (Nilsson): the spiral goal 1 2 3 / 8 0 4 / 7 6 5, searched by A* with misplaced tiles, as the book draws its search tree. 5 moves.',
  'textbook-unsolvable':
    'The same board with the goal 1 … 8 0. Only half of all boards can reach a given goal, and the inversion count shows this one cannot, before any search.',
  'warm-up': 'A short A* run with Manhattan distance (6 moves) that still has ties and duplicates to point at.',
  lesson: 'The default lesson board: A* with Manhattan distance solves its 14 moves in a few dozen expansions.',
  medium: '20 moves: A* with Manhattan distance expands a few hundred nodes; BFS on the same board, tens of thousands.',
  hardest:
    'One of the two hardest 8-puzzle boards: 31 moves, the diameter of its state space. A* with Manhattan + linear conflict; BFS would visit almost all 181,440 boards.',
  'worksheet-4x4':
    'A 15-puzzle from a worksheet, 3 moves from the goal: small enough to step through with A* and Manhattan distance.',
  korf: 'Korf (1985) writes his instances for the blank-first goal, as here. Turned half a turn and renumbered (tile t becomes 16 − t), it is the textbooks’ {{blankLast}} for the blank-last goal: the same instance, {{optimal}} moves either way. A* with Manhattan distance runs out of its budget on it; IDA* with pattern databases (built once, in the background) solves it.',
};
