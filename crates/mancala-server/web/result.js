// How a game ended, in the words people use: the winner first, the score with each side's
// parts named in the game's own terms (captured, swept, left in the row).

import { sideName, other } from "./dom.js";

function row(state, side) {
  const n = state.holes;
  const [a, b] = side === "south" ? [0, n] : [n, 2 * n];
  return state.board.slice(a, b).reduce((s, x) => s + x, 0);
}

/**
 * `{ headline, detail }` for a finished game: `result` as the server sends it
 * ({ winner, score, reason }), `state` the final state (board, captured, to_move, game).
 * The headline reads e.g. "South wins 80–48 on points", "North cannot move: South wins",
 * "Draw by repetition", "North resigns: South wins"; the detail names each side's parts.
 */
export function describeResult(result, state) {
  const w = result.winner;
  const winner = w === "draw" ? null : w;
  const score = result.score || null;
  const cap = state.captured;
  const sc = (side) => score[side === "south" ? 0 : 1];
  const ca = (side) => cap[side === "south" ? 0 : 1];
  const points = () => {
    if (!winner) return `${sc("south")}–${sc("north")}`;
    return `${sc(winner)}–${sc(other(winner))}`;
  };
  const parts = (extra) => ["south", "north"].map((side) => {
    const bits = [`${ca(side)} captured`];
    const more = extra(side);
    if (more) bits.push(more);
    return `${sideName(side)}: ${bits.join(" + ")}`;
  }).join("; ");
  if (result.reason === "resignation") {
    return { headline: `${sideName(other(w))} resigns: ${sideName(w)} wins`, detail: `Captured when the game stopped: South ${cap[0]}, North ${cap[1]}.` };
  }
  const stuck = state.to_move;
  if (result.reason === "no-move") {
    if (state.game === "sadeqa-ii") {
      return { headline: `${sideName(stuck)} cannot move: ${sideName(w)} wins`,
        detail: `In Sadeqa II a player left without a move loses, whatever the counts. Seeds left in the rows: South ${row(state, "south")}, North ${row(state, "north")}; captured: South ${cap[0]}, North ${cap[1]}.` };
    }
    if (state.game === "giuthi") {
      const head = winner ? `${sideName(winner)} wins ${points()} on points` : `Draw ${points()} on points`;
      return { headline: head, detail: `Neither side can sow. ${parts((side) => { const left = sc(side) - ca(side); return left ? `${left} left in the row` : null; })}.` };
    }
    const mover = other(stuck);
    const swept = sc(mover) - ca(mover);
    const head = winner ? `${sideName(winner)} wins ${points()} on points` : `Draw ${points()} on points`;
    return { headline: head, detail: `${sideName(stuck)} cannot move${swept ? `; the ${swept} seed${swept === 1 ? "" : "s"} left go${swept === 1 ? "es" : ""} to ${sideName(mover)}` : ""}. ${parts((side) => side === mover && swept ? `${swept} swept` : null)}.` };
  }
  if (result.reason === "repetition") {
    if (!winner && (!score || state.game === "giuthi" || state.game === "sadeqa-ii" || (state.options && state.options.repetition === "draw"))) {
      return { headline: "Draw by repetition", detail: "A position came back, and a repetition is a draw in this game." };
    }
    const head = winner ? `${sideName(winner)} wins ${points()} on points after a repetition` : `Draw ${points()} on points after a repetition`;
    return { headline: head, detail: `A position came back: each side adds the seeds in its own row to its captures. ${parts((side) => { const left = sc(side) - ca(side); return left ? `${left} left in the row` : null; })}.` };
  }
  return { headline: winner ? `${sideName(winner)} wins` : "Draw", detail: result.reason };
}

/**
 * Each side's final points and their parts, when the game was decided on points:
 * `{ south: { captured, more, label, total }, north: … }`, `more` being what the end added
 * to the captures (`label`: "swept" or "left in the row"); `null` when the counts did not decide
 * it (a resignation, Sadeqa II's player without a move, a repetition that is a draw).
 */
export function finalPoints(result, state) {
  if (!result || !result.score || result.reason === "resignation") return null;
  if (result.reason === "no-move" && state.game === "sadeqa-ii") return null;
  if (result.reason === "repetition" && result.winner === "draw"
    && (state.game === "giuthi" || state.game === "sadeqa-ii" || (state.options && state.options.repetition === "draw"))) return null;
  if (result.reason !== "no-move" && result.reason !== "repetition") return null;
  const swept = result.reason === "no-move" && state.game !== "giuthi";
  const out = {};
  for (const [i, side] of [[0, "south"], [1, "north"]]) {
    const captured = state.captured[i];
    out[side] = { captured, more: result.score[i] - captured, label: swept ? "swept" : "left in the row", total: result.score[i] };
  }
  return out;
}

/** The headline for one viewer: "You win — …", "You lose — …", or as it is. */
export function personalHeadline(result, state, mySide, team) {
  const { headline } = describeResult(result, state);
  if (!mySide || result.winner === "draw") return headline;
  const you = team ? "Your team" : "You";
  return `${you} ${result.winner === mySide ? "win" : "lose"}${team ? "s" : ""} — ${headline}`;
}
