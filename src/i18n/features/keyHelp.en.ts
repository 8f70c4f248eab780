/**
 * Strings of the keyboard help dialog (src/ui/help/KeyHelpDialog.tsx), loaded with it:
 * t('keyHelp.…'). The header's button that opens it says t('app.keyHelp').
 */
export const keyHelpEn = {
  title: 'Keyboard shortcuts',
  close: 'Close',
  section: {
    lessons: 'Presenting a lesson',
    everywhere: 'Everywhere',
    playback: 'Visualizer and compare',
    tree: 'Search tree',
    play: 'Play',
    quiz: 'Quiz',
    maps: 'Road map and grid',
    gridEditor: 'Grid editor (the grid focused)',
  },
  row: {
    answer: { keys: 'A / B / C / D …', does: 'Answer the quiz with that card' },
    nextQuestion: { keys: 'Enter', does: 'Next question (once the answer is shown)' },
    nextStop: { keys: 'PageDown / N', does: 'Next stop of the lesson (a presenter clicker sends PageDown)' },
    previousStop: { keys: 'PageUp / B', does: 'Previous stop (the arrow keys still step the search)' },
    help: { keys: '?', does: 'Show or hide this help' },
    projector: { keys: 'P', does: 'Projector mode on or off' },
    escape: { keys: 'Esc', does: 'Close a dialog' },
    playPause: { keys: 'Space', does: 'Play or pause' },
    step: { keys: '→ / ←', does: 'One step forward or back' },
    expansion: { keys: 'Shift + → / Shift + ←', does: 'To the next expansion, or back to the previous one' },
    ends: { keys: 'Home / End', does: 'To the start, or run to the end' },
    speed: { keys: '+ / −', does: 'Faster or slower' },
    pan: { keys: 'Drag / arrow keys', does: 'Move the tree' },
    zoom: { keys: 'Wheel / pinch / + / −', does: 'Zoom in or out' },
    fit: { keys: '0 / C', does: 'Fit the whole tree, or centre the current node' },
    pick: { keys: 'Enter', does: 'Pick the node in the centre' },
    slide: {
      keys: 'Arrow keys',
      does: 'Slide a tile into the gap (→ slides a tile right; Settings can make the arrows move the gap)',
    },
    click: { keys: 'Click / tap / swipe', does: 'Slide the tile next to the gap' },
    pickGoal: {
      keys: 'Click / Enter',
      does: 'Make the city or cell the goal (or the start, with the toggle on Start)',
    },
    pickStart: { keys: 'Shift + click / Shift + Enter', does: 'Make it the start' },
    pickMove: { keys: 'Arrow keys', does: 'On a grid: move over the cells' },
    gridMove: { keys: 'Arrow keys', does: 'Move the cursor' },
    gridWall: { keys: 'W / #', does: 'A wall at the cursor' },
    gridWeight: { keys: '2 … 9', does: 'A cell that costs that much to enter (mud, water)' },
    gridErase: { keys: '1 / . / Delete / Backspace', does: 'An open cell again (cost 1)' },
    gridPaint: { keys: 'Space / Enter', does: 'Paint with the chosen tool' },
    gridStart: { keys: 'S', does: 'Put the start at the cursor' },
    gridGoal: { keys: 'G', does: 'Put the goal at the cursor' },
  },
};
