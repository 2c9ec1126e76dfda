// Showing a sowing on a board component seed by seed (the analysis board and the puzzles;
// the game view has its own, driven by the server's laps), and reading a position JSON
// into the form rules.js plays on.

import { sleep, reducedMotion } from "./dom.js";
import { playMove } from "./rules.js";

/** The rules.js position of a position JSON (state). */
export function posOf(state) {
  return { board: state.board.slice(), captured: state.captured.slice(), toMove: state.to_move,
    openingDone: state.opening_done ? state.opening_done.slice() : [false, false] };
}

/**
 * Plays `move` from `state` with rules.js and shows it on `board` (a Board) seed by seed,
 * `delay` ms a seed (0: at once); `render(boardArray, marks)` draws a frame. Returns the
 * rules.js ply ({ next, laps, from, end, captured }) or null when the page cannot play it
 * (the caller then shows the server's position as it is).
 */
export async function animateMove(state, move, render, delay = 70, skip = () => false) {
  let ply;
  try { ply = playMove(state, posOf(state), move); } catch (_) { return null; }
  if (!delay || move === "pass") return ply;
  const b = state.board.slice();
  const n2 = b.length;
  const total = ply.laps.reduce((sum, lap, i) => sum + (i === 0 ? b[lap.from] : 1), 0);
  // Less motion asked for: each lap's board in turn, no seed moving.
  const reduced = reducedMotion();
  const perSeed = total <= 120 && !reduced;
  for (const lap of ply.laps) {
    if (skip()) break;
    let count = b[lap.from];
    b[lap.from] = 0;
    let pos = lap.from;
    const step = lap.direction === "anticlockwise" ? 1 : n2 - 1;
    render(b, { [lap.from]: "sowing" });
    if (perSeed) await sleep(delay);
    while (count > 0 && !skip()) {
      pos = (pos + step) % n2;
      b[pos] += 1;
      count -= 1;
      if (perSeed) { render(b, { [lap.from]: "sowing", [pos]: "dropped" }); await sleep(delay); }
    }
    for (let i = 0; i < n2; i++) b[i] = lap.board[i];
    if (!perSeed) { render(b, { [lap.from]: "sowing", [pos]: "dropped" }); await sleep(reduced ? Math.max(350, delay * 4) : delay * 2); }
  }
  return ply;
}

/** The canonical hole index a move (as written, "3", "3R") starts from for `toMove`. */
export function holeOf(move, toMove, holes) {
  const k = parseInt(move, 10);
  if (Number.isNaN(k)) return null;
  return (toMove === "south" ? 0 : holes) + k - 1;
}

/** Legal moves by hole: Map index -> [moves as written]. */
export function legalByHole(moves, toMove, holes) {
  const legal = new Map();
  for (const m of moves || []) {
    const idx = holeOf(m, toMove, holes);
    if (idx === null) continue;
    if (!legal.has(idx)) legal.set(idx, []);
    legal.get(idx).push(m);
  }
  return legal;
}

/** The last-move marks ({ from, end, captured }) of a rules.js ply, or null. */
export function marksOfPly(ply) {
  if (!ply || ply.from === null || ply.from === undefined) return null;
  return { from: ply.from, end: ply.end, captured: ply.captured };
}
