// The four games' rules for the page: the Rust rules themselves (mancala-rules), built for
// WebAssembly by the mancala-wasm crate, so that the page and the server play by one
// implementation. `loadRules()` loads the module once; the functions below need it loaded.
// Positions here are the page's ({ board, captured, toMove, openingDone }); the module
// speaks position JSON, as the API does.

import init, * as wasm from "./wasm/mancala_wasm.js";

let loading = null;

/** Loads the rules' WebAssembly module, once; resolves when the functions below may be called. */
export function loadRules() {
  if (!loading) loading = init({ module_or_path: new URL("./wasm/mancala_wasm_bg.wasm", import.meta.url) });
  return loading;
}

/** The position JSON of the start of `game` with `settings` ({ holes, seeds, ...options }). */
export function startPosition(game, settings) {
  return wasm.startPosition(game, JSON.stringify(settings));
}

/** The page's position of a position JSON. */
function posOf(p) {
  return { board: p.board, captured: p.captured, toMove: p.to_move, openingDone: p.opening_done || [false, false] };
}

/** The position JSON of the page's position `pos` in the game of `state` (a position JSON). */
function positionJson(state, pos, ply) {
  const p = {
    game: state.game, holes: state.holes, seeds: state.seeds, options: state.options || {},
    board: pos.board, captured: pos.captured, to_move: pos.toMove, ply: ply || 0,
  };
  if (state.game === "sadeqa-ii") p.opening_done = pos.openingDone || [false, false];
  return JSON.stringify(p);
}

/** The start of the game of `state` (its `game`, `holes`, `seeds`, `options`), as the page holds positions. */
function startOf(state) {
  return { board: new Array(2 * state.holes).fill(state.seeds), captured: [0, 0], toMove: "south", openingDone: [false, false] };
}

/** A ply of the module in the page's terms: positions as the page holds them. */
function plyOf(p, before) {
  return { move: p.move, side: p.side, before, after: posOf(p.position), laps: p.laps, from: p.from, end: p.end, captured: p.captured };
}

/**
 * Plays `move` (as written: "3", "3R", "3L", "pass") in `pos` for the game of `state`:
 * returns { next, laps, from, end, captured: [holes emptied by capture] }. Throws an Error
 * naming the problem when the move cannot be played there.
 */
export function playMove(state, pos, move) {
  const p = JSON.parse(wasm.playMove(positionJson(state, pos), move));
  return { next: posOf(p.position), laps: p.laps, from: p.from, end: p.end, captured: p.captured };
}

/**
 * Replays `moves` from the start of the game of `state` (the server's final state): a list
 * of plies, each { move, side, before, after, laps, from, end, captured }, or null when
 * the replay does not arrive at the server's own board and captures (a game set up from
 * another position) or a move cannot be played.
 */
export function replayGame(state, moves) {
  let start = startOf(state);
  let replayed;
  try {
    replayed = JSON.parse(wasm.replay(positionJson(state, start), JSON.stringify(moves)));
  } catch (_) {
    return null;
  }
  const plies = [];
  for (const p of replayed.plies) {
    plies.push(plyOf(p, start));
    start = posOf(p.position);
  }
  const end = replayed.state;
  const same = end.board.length === state.board.length && end.board.every((v, i) => v === state.board[i])
    && end.captured[0] === state.captured[0] && end.captured[1] === state.captured[1];
  return same ? plies : null;
}

/** The end hole of a sowing given by its laps and the board before it (null when unknown). */
export function endHole(boardBefore, laps) {
  if (!laps.length) return null;
  const prev = laps.length > 1 ? laps[laps.length - 2].board : boardBefore;
  const lap = laps[laps.length - 1];
  const n2 = prev.length;
  const count = prev[lap.from];
  return lap.direction === "anticlockwise" ? (lap.from + count) % n2 : ((lap.from - count) % n2 + n2) % n2;
}
