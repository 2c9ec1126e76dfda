// The engine in a Web Worker: the WebAssembly module's Player (the engine at every level,
// level 10 with the solver, the analysis board's lines), so that a search never freezes the
// page and the page plays with no server. Each message { id, kind, ... } is answered with
// { id, ... } or { id, error }:
//   choose   { start, moves, level, movetime }  -> { move, proved }
//   analyse  { start, moves, movetime, depth }  -> { lines, done } after each deeper step,
//            until `depth` or `movetime` is reached or another message arrives
//   stop     {}                                  -> ends the analysis under way

import init, { Player } from "./wasm/mancala_wasm.js";

const ready = init({ module_or_path: new URL("./wasm/mancala_wasm_bg.wasm", import.meta.url) })
  .then(() => new Player((Math.random() * 2 ** 32) >>> 0));

let analysing = null; // the id of the analysis under way

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

async function analyse(player, m) {
  analysing = m.id;
  const began = performance.now();
  const moves = JSON.stringify(m.moves);
  let last = null;
  for (let depth = 1; depth <= (m.depth || 64); depth++) {
    const left = Math.floor(m.movetime - (performance.now() - began));
    if (left < 1) break;
    last = JSON.parse(player.analyse(m.start, moves, depth, left));
    const ended = last.depth < depth;
    postMessage({ id: m.id, lines: last, done: false });
    if (ended) break;
    // Let a stop, or a new question, in before the next step.
    await pause();
    if (analysing !== m.id) break;
  }
  if (analysing === m.id) analysing = null;
  postMessage({ id: m.id, lines: last, done: true });
}

self.onmessage = async (event) => {
  const m = event.data || {};
  let player;
  try {
    player = await ready;
  } catch (e) {
    postMessage({ id: m.id, error: "the engine could not be loaded: " + e.message });
    return;
  }
  try {
    if (m.kind === "choose") {
      analysing = null;
      const chosen = JSON.parse(player.choose(m.start, JSON.stringify(m.moves), m.level, m.movetime));
      postMessage({ id: m.id, move: chosen.move, proved: chosen.proved });
    } else if (m.kind === "analyse") {
      await analyse(player, m);
    } else if (m.kind === "stop") {
      analysing = null;
    } else if (m.kind === "new-game") {
      player.newGame();
    } else {
      postMessage({ id: m.id, error: `unknown request ${JSON.stringify(m.kind)}` });
    }
  } catch (e) {
    analysing = null;
    postMessage({ id: m.id, error: e.message || String(e) });
  }
};
