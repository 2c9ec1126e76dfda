// The page's side of the engine worker (engine-worker.js): one worker, started when first
// needed, asked by promises. A question left unanswered (the page moved on) is dropped by
// `reset()`, which ends the worker and its search at once.

let worker = null;
let next = 1;
const waiting = new Map(); // id -> { resolve, reject, onLines }

function start() {
  worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  worker.onmessage = (event) => {
    const m = event.data;
    const asked = waiting.get(m.id);
    if (!asked) return;
    if (m.error) { waiting.delete(m.id); asked.reject(new Error(m.error)); return; }
    if (m.lines !== undefined) {
      if (asked.onLines && m.lines) asked.onLines(m.lines, m.done);
      if (m.done) { waiting.delete(m.id); asked.resolve(m.lines); }
      return;
    }
    waiting.delete(m.id);
    asked.resolve(m);
  };
  worker.onerror = (event) => {
    const error = new Error("the engine stopped: " + (event.message || "its worker failed"));
    for (const asked of waiting.values()) asked.reject(error);
    waiting.clear();
    worker = null;
  };
}

function ask(message, onLines) {
  if (!worker) start();
  const id = next++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, onLines });
    worker.postMessage({ ...message, id });
  });
}

/** The engine's move at `level` after `moves` from the position JSON `start`: { move, proved }. */
export function chooseMove(start, moves, level, movetime = 1000) {
  return ask({ kind: "choose", start, moves, level, movetime });
}

/**
 * The engine's lines after `moves` from `start`, deepening for up to `movetime` ms:
 * `onLines(lines, done)` after each step; resolves to the last lines.
 */
export function analyseLines(start, moves, movetime, onLines) {
  return ask({ kind: "analyse", start, moves, movetime }, onLines);
}

/** Ends the analysis under way (its promise resolves with what it had). */
export function stopAnalysis() {
  if (worker) worker.postMessage({ kind: "stop" });
}

/** Ends the worker and whatever it was doing; the next question starts a new one. */
export function resetEngine() {
  if (worker) worker.terminate();
  worker = null;
  const error = new Error("the engine was stopped");
  for (const asked of waiting.values()) asked.reject(error);
  waiting.clear();
}
