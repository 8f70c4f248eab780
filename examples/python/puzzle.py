"""The 8-puzzle and the command line, shared by astar.py and bfs.py (the searches are there)."""
import argparse
import json
import sys


def parse(text):
    return tuple(int(t) for t in text.replace("/", " ").split())


def show(board):
    return "/".join(" ".join(str(t) for t in board[r:r + 3]) for r in (0, 3, 6))


def neighbours(board):
    """The boards one move of the blank away: up, down, left, right."""
    blank = board.index(0)
    row, col = divmod(blank, 3)
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= row + dr < 3 and 0 <= col + dc < 3:
            other = (row + dr) * 3 + col + dc
            child = list(board)
            child[blank], child[other] = child[other], child[blank]
            yield tuple(child)


def path_to(node):
    """The boards from the start to a node (board, g, parent node), following the parents back."""
    path = []
    while node is not None:
        board, _, node = node
        path.append(show(board))
    return path[::-1]


def run(search, doc):
    """Reads the start board (and --goal, --out) and runs search(start, goal, write)."""
    options = argparse.ArgumentParser(description=doc.splitlines()[0])
    options.add_argument("start", help='the start board, e.g. "8 1 3/4 0 2/7 6 5" (0 is the blank)')
    options.add_argument("--goal", default="1 2 3/4 5 6/7 8 0")
    options.add_argument("--out", help="the trace file (default: standard output)")
    args = options.parse_args()
    out = open(args.out, "w") if args.out else sys.stdout

    def write(**line):  # one line of the trace: one JSON object
        out.write(json.dumps(line) + "\n")

    search(parse(args.start), parse(args.goal), write)
    out.close()
