"""A* search on the 8-puzzle (Manhattan distance), writing what it does as a frontier-trace v1.

    python3 astar.py "8 1 3/4 0 2/7 6 5" [--goal "1 2 3/4 5 6/7 8 0"] [--out trace.jsonl]
    npx frontier check trace.jsonl

Standard library only (and puzzle.py beside it). The lines marked TRACE are what a solver adds
to be checked.
"""
import heapq

from puzzle import neighbours, path_to, run, show


def manhattan(board, goal):
    where = {tile: i for i, tile in enumerate(goal)}
    return sum(abs(i // 3 - where[t] // 3) + abs(i % 3 - where[t] % 3)
               for i, t in enumerate(board) if t != 0)


def astar(start, goal, write):
    # TRACE: the header, the first line: the puzzle, and the algorithm to check the run against.
    write(trace="frontier", version=1, domain="puzzle", start=show(start), goal=show(goal),
          algorithm="astar", heuristic="manhattan")
    # Boards already expanded. With a consistent h (Manhattan is one) a board is first expanded
    # by a cheapest path, so an entry for a board in here is stale and is skipped.
    closed = set()
    count = 0  # how many nodes were pushed: of equal f, the oldest is taken first
    frontier = [(manhattan(start, goal), count, (start, 0, None))]  # (f, count, node)
    while frontier:
        _, _, node = heapq.heappop(frontier)  # a node of lowest f = g + h
        board, g, _ = node
        if board in closed:
            continue  # an older entry of a board expanded already: skip it
        closed.add(board)
        # TRACE: an expand line each time a node is taken out of the frontier.
        write(expand=show(board), g=g, h=manhattan(board, goal))
        if board == goal:  # the goal test, when the goal is expanded (not when generated)
            write(solution=path_to(node))  # TRACE: the last line, the path found
            return
        for child in neighbours(board):
            child_g, child_h = g + 1, manhattan(child, goal)
            # TRACE: a generate line for each child, with its parent (a closed one may be left out).
            write(generate=show(child), parent=show(board), g=child_g, h=child_h)
            if child not in closed:
                count += 1
                heapq.heappush(frontier, (child_g + child_h, count, (child, child_g, node)))
    write(failure=True)  # TRACE: or the last line says no path was found


if __name__ == "__main__":
    run(astar, __doc__)
