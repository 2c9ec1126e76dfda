// The four games' sowing and captures, written again from docs/rules.md so that the page
// can step through a game it only knows as a list of moves (review). Every replay is
// checked against the server's own final position: if the two differ, review is refused
// rather than shown wrong (see `replayGame`).

const ANTI = "anticlockwise";
const CLOCK = "clockwise";

/** The start position of a game whose state the server sent (`state.game`, `holes`, `seeds`). */
export function startPosition(state) {
  const n = state.holes;
  return { board: new Array(2 * n).fill(state.seeds), captured: [0, 0], toMove: "south", openingDone: [false, false] };
}

function rowOf(side, n) { return side === "south" ? [0, n] : [n, 2 * n]; }

/**
 * Sows for `mover` from canonical hole `start` in direction `first` on a copy of `board`:
 * returns the laps ({from, direction, board}), the end hole, whether any seed fell in the
 * opponent's row and the last lap's direction; null past `lapLimit` laps.
 */
function sow(board, start, first, alternate, oppRow, lapLimit) {
  const b = board.slice();
  const n2 = b.length;
  const laps = [];
  let hole = start, dir = first, crossed = false;
  for (let lap = 1; lap <= lapLimit; lap++) {
    let seeds = b[hole];
    b[hole] = 0;
    let pos = hole;
    const step = dir === ANTI ? 1 : n2 - 1;
    for (let i = 0; i < seeds; i++) {
      pos = (pos + step) % n2;
      b[pos] += 1;
      if (pos >= oppRow[0] && pos < oppRow[1]) crossed = true;
    }
    laps.push({ from: hole, direction: dir, board: b.slice() });
    if (b[pos] === 1) return { laps, end: pos, crossed, last: dir, board: b };
    hole = pos;
    if (alternate) dir = dir === ANTI ? CLOCK : ANTI;
  }
  return null;
}

/**
 * Plays `move` (as written: "3", "3R", "3L", "pass") in `pos` for the game of `state`:
 * returns { next, laps, from, end, captured: [holes emptied by capture] }.
 */
export function playMove(state, pos, move) {
  const n = state.holes, n2 = 2 * n, game = state.game;
  const mover = pos.toMove, opp = mover === "south" ? "north" : "south";
  const mi = mover === "south" ? 0 : 1;
  if (move === "pass") {
    return { next: { ...pos, toMove: opp }, laps: [], from: null, end: null, captured: [] };
  }
  const m = /^(\d+)([RL]?)$/.exec(move);
  if (!m) throw new Error("unreadable move " + move);
  const own = rowOf(mover, n), oppRow = rowOf(opp, n);
  const start = own[0] + Number(m[1]) - 1;
  const dir = m[2] === "L" ? CLOCK : ANTI;
  const opts = state.options || {};
  const lapLimit = Number(opts.lap_limit || 10000);
  const s = sow(pos.board, start, dir, game === "giuthi", oppRow, lapLimit);
  if (!s) throw new Error(`move ${move} does not end within the lap limit`);
  const b = s.board, captured = [], next = { board: b, captured: pos.captured.slice(), toMove: opp, openingDone: pos.openingDone.slice() };
  const inOwn = (i) => i >= own[0] && i < own[1];
  const take = (i) => { if (b[i] > 0) captured.push(i); next.captured[mi] += b[i]; b[i] = 0; };
  const end = s.end, opposite = n2 - 1 - end;
  if (game === "en-gehe" || game === "en-dodoi") {
    if (inOwn(end)) {
      if (b[opposite] > 0) { take(opposite); take(end); } else if (opts.capture_lone_seed === true || opts.capture_lone_seed === "true") take(end);
    }
  } else if (game === "sadeqa-ii") {
    take(opposite);
    next.openingDone[mi] = true;
  } else if (game === "giuthi") {
    if (!inOwn(end)) { /* the turn passes */ } else if (!s.crossed) {
      next.toMove = mover; // an extra move
    } else {
      take(end); take(opposite);
      let hole = end;
      for (;;) {
        if (s.last === ANTI && hole + 1 < own[1]) hole += 1;
        else if (s.last === CLOCK && hole > own[0]) hole -= 1;
        else break;
        if (b[hole] !== 0) break;
        take(n2 - 1 - hole);
      }
    }
  }
  return { next, laps: s.laps, from: start, end, captured };
}

/**
 * Replays `moves` from the start of the game of `state` (the server's final state): a list
 * of plies, each { move, side, before, after, laps, from, end, captured }, or null when
 * the replay does not arrive at the server's own board and captures (a game set up from
 * another position, or rules the page does not know).
 */
export function replayGame(state, moves, movers) {
  let pos = startPosition(state);
  const plies = [];
  try {
    for (let i = 0; i < moves.length; i++) {
      if (movers && movers[i]) pos = { ...pos, toMove: movers[i] };
      const r = playMove(state, pos, moves[i]);
      plies.push({ move: moves[i], side: pos.toMove, before: pos, after: r.next, laps: r.laps, from: r.from, end: r.end, captured: r.captured });
      pos = r.next;
    }
  } catch (_) {
    return null;
  }
  const same = pos.board.length === state.board.length && pos.board.every((v, i) => v === state.board[i])
    && pos.captured[0] === state.captured[0] && pos.captured[1] === state.captured[1];
  return same ? plies : null;
}

/** The end hole of a sowing given by its laps and the board before it (null when unknown). */
export function endHole(boardBefore, laps) {
  if (!laps.length) return null;
  const prev = laps.length > 1 ? laps[laps.length - 2].board : boardBefore;
  const lap = laps[laps.length - 1];
  const n2 = prev.length;
  const count = prev[lap.from];
  return lap.direction === ANTI ? (lap.from + count) % n2 : ((lap.from - count) % n2 + n2) % n2;
}
