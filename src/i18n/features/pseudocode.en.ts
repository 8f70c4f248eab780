/** Strings of the pseudocode panel (the algorithm's lines themselves live in ../pseudocode/). The Japanese catalog (pseudocode.ja.ts) has the same keys. */
export const pseudocodeEn = {
  title: 'Pseudocode',
  showSource: 'Source',
  sourceTitle: 'The textbook solver, {{file}}',
  linesLabel: 'The algorithm, line by line',
  runningLabel: 'The line running now',
  values: 'Values on this line',
  node: 'Node',
  bound: 'Bound',
  frontier: 'Frontier size',
  notStarted: 'Step forward to run the first line.',
  guess: {
    toggle: 'Guess the next line',
    prompt: 'Which line runs next? Pick one, then Step forward.',
    picked: 'Your guess: line {{line}}. Step forward to see.',
    right: 'Right: line {{line}} ran next.',
    wrong: 'Not this time: you picked line {{guessed}}, line {{actual}} ran.',
    score: '{{right}} of {{total}} right',
    reset: 'Reset score',
    line: 'Line {{line}}: {{text}}',
    yourGuess: 'your guess',
  },
};
