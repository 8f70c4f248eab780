/**
 * Strings of the views of a domain other than the sliding puzzle (src/ui/domains/), loaded with
 * them: t('domain.…'). The puzzle's views keep theirs in the main catalogue.
 */
export const domainEn = {
  state: 'State',
  action: 'Action',
  stepCost: 'Step cost',
  described: 'In words: {{text}}',
  equationCost: 'path cost g = {{g}}',
  root: 'the start state',
  reachedBy: 'reached by {{action}} (step cost {{cost}})',
  // The search tree on any domain (src/ui/tree/): what its boxes say, and the picked node's card.
  tree: {
    labelKeyH: 'Box labels: the state, f, then g · h (f = g + h). The number on a link is the step cost.',
    labelKeyG: 'Box labels: the state and g, the path cost. The number on a link is the step cost.',
    sameState: 'Same state expanded',
    children_one: '{{count}} child so far',
    children_other: '{{count}} children so far',
  },
  narrate: {
    byAction: 'by {{action}}',
    byActionCost: 'by {{action}} (step cost {{cost}})',
  },
  final: {
    solvedCost: 'Solved: {{length}} steps at cost {{cost}} after {{expanded, number}} expansions.',
    route: 'The route, step by step: {{route}}',
  },
  // The set-up's fields for a road map or a grid (DomainSetupFields.tsx).
  setup: {
    map: 'Map',
    maps: {
      romania: 'Romania (AIMA)',
      'open-field': 'Open field',
      'u-trap': 'U-shaped trap',
      maze: 'Maze',
      swamp: 'Swamp (mud costs 9)',
    },
    ownMap: 'Your own map',
    editMap: 'Edit map…',
    editMapTitle: 'Edit the map',
    useEditedMap: 'Use this map',
    diagonal: 'Diagonal moves (8-connected)',
    start: 'Start city',
    goal: 'Goal city',
    notAdmissible: 'not admissible',
  },
  heuristic: {
    'straight-line': 'Straight-line distance',
    zero: 'Zero (h = 0)',
    manhattan: 'Manhattan distance',
    euclidean: 'Euclidean distance',
    octile: 'Octile distance',
    chebyshev: 'Chebyshev distance',
  },
  // The whole-problem views (RoadMapView.tsx, GridView.tsx) and their legend.
  view: {
    roadMap: 'Road map of {{count}} cities, each coloured by its status in the search',
    grid: '{{width}} by {{height}} grid ({{connectivity}}-connected), each cell coloured by its status in the search',
    scrollMap: 'Road map, wider than the screen: scroll sideways to see all of it',
    startLetter: 'S',
    goalLetter: 'G',
    // A waiting city's label, in the form its algorithm orders by: g + h = f, g + w·h = f, h, or g.
    values: '{{g}}+{{h}}={{f}}',
    valueG: 'g={{g}}',
    valuesWeighted: '{{g}}+{{w}}·{{h}}={{f}}',
    valueH: 'h={{h}}',
  },
  // Start and goal picked on the map (EndpointPicker.tsx).
  pick: {
    label: 'A click on the map sets the',
    start: 'Start',
    goal: 'Goal',
    hint: 'Shift-click: the start.',
    action: 'Enter sets it as the {{which}}, Shift+Enter as the start',
    which: { start: 'start', goal: 'goal' },
    gridKeys: 'Arrow keys move over the cells; Enter sets the {{which}}, Shift+Enter the start.',
  },
  status: {
    legend: 'Colours',
    current: 'being expanded',
    frontier: 'in the frontier',
    closed: 'expanded',
    forgotten: 'forgotten',
    path: 'on the path',
    unreached: 'not reached',
    start: 'start',
    goal: 'goal',
  },
};
