// How a game ended, in the words people use: the winner first, the score with each side's
// parts named in the game's own terms (captured, swept, left in the row).

import { other } from "./dom.js";
import { t } from "./i18n.js";

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
  // The score, the winner's first: `{ a, b }` for the messages.
  const points = () => (winner ? { a: sc(winner), b: sc(other(winner)) } : { a: sc("south"), b: sc("north") });
  const onPoints = (after) => (winner
    ? t("result-wins-on-points", { winner, ...points(), after })
    : t("result-draw-on-points", { ...points(), after }));
  // Each side's captures and what the end added (`kind`: "swept" or "left").
  const parts = (more, kind) => t("result-parts", {
    south: t("result-side-part", { side: "south", captured: ca("south"), more: more("south"), kind }),
    north: t("result-side-part", { side: "north", captured: ca("north"), more: more("north"), kind }),
  });
  const leftInRow = (side) => sc(side) - ca(side);
  if (result.reason === "resignation") {
    return { headline: t("result-resigns", { loser: other(w), winner: w }), detail: t("result-resigns-detail", { south: cap[0], north: cap[1] }) };
  }
  const stuck = state.to_move;
  if (result.reason === "no-move") {
    if (state.game === "sadeqa-ii") {
      return { headline: t("result-cannot-move", { stuck, winner: w }),
        detail: t("result-sadeqa-detail", { southRow: row(state, "south"), northRow: row(state, "north"), south: cap[0], north: cap[1] }) };
    }
    if (state.game === "giuthi") {
      return { headline: onPoints("false"), detail: t("result-giuthi-detail", { parts: parts(leftInRow, "left") }) };
    }
    const mover = other(stuck);
    const swept = sc(mover) - ca(mover);
    return { headline: onPoints("false"),
      detail: t("result-no-move-detail", { stuck, swept, mover, parts: parts((side) => (side === mover ? swept : 0), "swept") }) };
  }
  if (result.reason === "repetition") {
    if (!winner && (!score || state.game === "giuthi" || state.game === "sadeqa-ii" || (state.options && state.options.repetition === "draw"))) {
      return { headline: t("result-repetition-draw"), detail: t("result-repetition-draw-detail") };
    }
    return { headline: onPoints("true"), detail: t("result-repetition-detail", { parts: parts(leftInRow, "left") }) };
  }
  return { headline: winner ? t("result-wins", { winner }) : t("result-draw"), detail: result.reason };
}

/**
 * Each side's final points and their parts, when the game was decided on points:
 * `{ south: { captured, more, kind, total }, north: … }`, `more` being what the end added
 * to the captures (`kind`: "swept", or "left" in the row); `null` when the counts did not decide
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
    out[side] = { captured, more: result.score[i] - captured, kind: swept ? "swept" : "left", total: result.score[i] };
  }
  return out;
}

/** The headline for one viewer: "You win — …", "You lose — …", or as it is. */
export function personalHeadline(result, state, mySide, team) {
  const { headline } = describeResult(result, state);
  if (!mySide || result.winner === "draw") return headline;
  return t("result-personal", { team: String(Boolean(team)), won: String(result.winner === mySide), headline });
}
