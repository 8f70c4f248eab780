"""Breadth-first search on the 8-puzzle (graph search), writing what it does as a frontier-trace v1.

    python3 bfs.py "8 1 3/4 0 2/7 6 5" [--goal "1 2 3/4 5 6/7 8 0"] [--out trace.jsonl]
    npx frontier check trace.jsonl

Standard library only (and puzzle.py beside it). The lines marked TRACE are what a solver adds
to be checked.
"""
from collections import deque

from puzzle import neighbours, path_to, run, show


def bfs(start, goal, write):
    # TRACE: the header, the first line: the puzzle, and the algorithm to check the run against.
    write(trace="frontier", version=1, domain="puzzle", start=show(start), goal=show(goal),
          algorithm="bfs")
    frontier = deque([(start, 0, None)])  # nodes (board, depth, parent node), oldest on the left
    seen = {start}  # every board ever put in the frontier: none is put there twice
    while frontier:
        node = frontier.popleft()  # first in, first out: a shallowest node
        board, depth, _ = node
        # TRACE: an expand line each time a node is taken out of the frontier (g is its depth).
        write(expand=show(board), g=depth)
        if board == goal:
            write(solution=path_to(node))  # TRACE: the last line, the path found
            return
        for child in neighbours(board):
            # TRACE: a generate line for each child, with its parent (a seen one may be left out).
            write(generate=show(child), parent=show(board), g=depth + 1)
            if child not in seen:
                seen.add(child)
                frontier.append((child, depth + 1, node))
    write(failure=True)  # TRACE: or the last line says no path was found


if __name__ == "__main__":
    run(bfs, __doc__)
