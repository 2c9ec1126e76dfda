// Long work on the server (engine analysis, the solver, a game's review) runs as a job:
// `POST /api/jobs` starts it, its WebSocket sends a JobView at each update and the last
// one when it is done, stopped or failed; `POST /api/jobs/{id}/stop` stops it early.
// A client may have only a few unfinished jobs: the server answers 429 with a retry time,
// which `Job.start` passes on as `error.retryAfter` (seconds).

import { api, svg } from "./dom.js";
import { t, number, fixed } from "./i18n.js";

export class Job {
  /**
   * `body`: the job's request ({ kind, position | record, ply, moves, seconds });
   * `onUpdate(view)` at each JobView; `onEnd(view)` once with the last one;
   * `onError(error)` when it cannot start or the server loses it.
   */
  constructor(body, { onUpdate, onEnd, onError } = {}) {
    this.body = body;
    this.onUpdate = onUpdate || (() => {});
    this.onEnd = onEnd || (() => {});
    this.onError = onError || (() => {});
    this.id = null;
    this.token = null;
    this.ended = false;
    this.cancelled = false;
    this.ws = null;
    this.last = null;
  }

  async start() {
    let made;
    try {
      made = await api("POST", "/api/jobs", this.body);
    } catch (e) {
      this.ended = true;
      this.onError(e);
      return false;
    }
    this.id = made.id;
    this.token = made.token;
    if (this.cancelled) { this.stop(); return false; }
    this.follow(made.ws || `/api/jobs/${encodeURIComponent(made.id)}/ws`);
    return true;
  }

  follow(path) {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    let ws;
    try { ws = new WebSocket(`${scheme}//${location.host}${path}`); } catch (_) { this.poll(); return; }
    this.ws = ws;
    ws.onmessage = (ev) => {
      let view;
      try { view = JSON.parse(ev.data); } catch (_) { return; }
      this.receive(view);
    };
    ws.onclose = () => { if (!this.ended && !this.cancelled) this.poll(); };
  }

  // Without the WebSocket: ask for the job every half second until it ends.
  async poll() {
    while (!this.ended && !this.cancelled) {
      try {
        this.receive(await api("GET", `/api/jobs/${encodeURIComponent(this.id)}`));
      } catch (e) {
        this.ended = true;
        this.onError(e);
        return;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  receive(view) {
    if (this.ended || this.cancelled) return;
    this.last = view;
    this.onUpdate(view);
    if (view.state && view.state !== "running") {
      this.ended = true;
      if (this.ws) this.ws.close();
      this.onEnd(view);
    }
  }

  /** Stops the job (the server keeps what it found so far and sends it as the last view). */
  async stop() {
    if (this.ended) return;
    if (!this.id) { this.cancelled = true; return; }
    try {
      const view = await api("POST", `/api/jobs/${encodeURIComponent(this.id)}/stop`, undefined, this.token);
      if (view) this.receive({ ...view, state: view.state === "running" ? "stopped" : view.state });
    } catch (_) { /* it ended meanwhile */ }
  }

  /**
   * Forgets the job: stops it on the server and shows nothing more. The promise settles
   * when the server has taken the stop (so that a new job does not count this one against
   * the client's limit); the request outlives the page (keepalive) when it is left.
   */
  cancel() {
    const wasRunning = !this.ended;
    this.cancelled = true;
    if (this.ws) this.ws.close();
    if (!wasRunning || !this.id) return Promise.resolve();
    return fetch(`/api/jobs/${encodeURIComponent(this.id)}/stop`, { method: "POST", keepalive: true, headers: { Authorization: "Bearer " + this.token } })
      .then(() => {}, () => {});
  }
}

/** A job's error in words: 429 names the retry time. */
export function jobError(e) {
  if (e.status === 429) {
    const s = e.retryAfter;
    return Number.isFinite(s) ? t("job-too-many-retry", { error: e.message, seconds: s }) : t("job-too-many", { error: e.message });
  }
  return e.message;
}

/** A margin for the side it belongs to: "+4", "0", "−3". */
export function signed(v) {
  if (v === null || v === undefined) return "?";
  return v > 0 ? "+" + number(v) : v < 0 ? "−" + number(-v) : number(0);
}

/** Nodes a second in words: 1.2 M/s, 340 k/s. */
export function rate(nps) {
  if (!nps) return number(0) + "/s";
  if (nps >= 1e6) return fixed(nps / 1e6, 1) + " M/s";
  if (nps >= 1e3) return number(Math.round(nps / 1e3)) + " k/s";
  return number(Math.round(nps)) + "/s";
}

/** A count in words: 12,345,678 as 12.3 M. */
export function count(n) {
  if (n >= 1e9) return fixed(n / 1e9, 1) + " G";
  if (n >= 1e6) return fixed(n / 1e6, 1) + " M";
  if (n >= 1e4) return number(Math.round(n / 1e3)) + " k";
  return number(n, { useGrouping: false });
}

/**
 * The evaluation bar: South's share, from `evalSouth` seeds ahead (positive: South
 * better) out of `total` seeds in play. Returns { element, set(evalSouth, label) }.
 */
export function evalBar() {
  // Two drawings of the same bar: upright beside the board on a wide screen (South's part
  // below), lying above it on a phone (South's part on the left); CSS shows one.
  const south = svg("rect", { class: "eval-south", x: 0, y: 0, width: 100, height: 100 });
  const root = svg("svg", { class: "eval-bar upright", viewBox: "0 0 100 100", preserveAspectRatio: "none", "aria-hidden": "true" },
    svg("rect", { class: "eval-north", x: 0, y: 0, width: 100, height: 100 }), south, svg("line", { class: "eval-mid", x1: 0, x2: 100, y1: 50, y2: 50 }));
  const southH = svg("rect", { class: "eval-south", x: 0, y: 0, width: 100, height: 100 });
  const flat = svg("svg", { class: "eval-bar lying", viewBox: "0 0 100 100", preserveAspectRatio: "none", "aria-hidden": "true" },
    svg("rect", { class: "eval-north", x: 0, y: 0, width: 100, height: 100 }), southH, svg("line", { class: "eval-mid", x1: 50, x2: 50, y1: 0, y2: 100 }));
  const label = document.createElement("span");
  label.className = "eval-label";
  label.dataset.testid = "eval-label";
  const wrap = document.createElement("div");
  wrap.className = "eval-wrap";
  wrap.dataset.testid = "eval-bar";
  wrap.append(root, flat, label);
  return {
    element: wrap,
    /** `share` of South in 0..1 (null: unknown); `text` the figure to print. */
    set(share, text, title) {
      const s = share === null || share === undefined ? 0.5 : Math.max(0.02, Math.min(0.98, share));
      // Vertical on a desktop (South at the bottom), horizontal on a phone: both drawn by CSS
      // flipping the bar; here South's part is the lower part of a 100x100 box.
      south.setAttribute("y", String(100 - s * 100));
      south.setAttribute("height", String(s * 100));
      southH.setAttribute("width", String(s * 100));
      wrap.dataset.share = s.toFixed(3);
      label.textContent = text || "";
      wrap.title = title || "";
    },
  };
}

/** South's share for the bar from an evaluation in seeds with `total` seeds in play. */
export function shareOf(evalSouth, total) {
  if (evalSouth === null || evalSouth === undefined) return null;
  const k = Math.max(4, total / 6);
  return 0.5 + 0.5 * Math.tanh(evalSouth / k);
}

/** The engine's decisive scores (a game end seen) lie beyond this, as in mancala-engine. */
const MATE = 100000000, MATE_BOUND = MATE - 10000;

/**
 * An engine score (hundredths of a seed for the side it belongs to) in words: "+1.2",
 * "−0.5", "0.0", or "win in 7" / "loss in 4" when the search saw the game's end.
 */
export function engineScore(score) {
  if (score === null || score === undefined) return "?";
  if (Math.abs(score) >= MATE_BOUND) return t("engine-score-mate", { result: score > 0 ? "win" : "loss", plies: MATE - Math.abs(score) });
  const v = score / 100;
  return v > 0 ? "+" + fixed(v, 1) : v < 0 ? "−" + fixed(-v, 1) : fixed(0, 1);
}

/** South's share for the bar from an engine score (hundredths of a seed, South's view). */
export function engineShare(evalSouth, total) {
  if (evalSouth === null || evalSouth === undefined) return null;
  if (Math.abs(evalSouth) >= MATE_BOUND) return evalSouth > 0 ? 1 : 0;
  return shareOf(evalSouth / 100, total);
}

/** The figure under the evaluation bar: "+1.2", or "#7" / "#−7" (South wins / loses in 7 plies). */
export function barFigure(evalSouth) {
  if (evalSouth === null || evalSouth === undefined) return "";
  if (Math.abs(evalSouth) >= MATE_BOUND) return "#" + (evalSouth > 0 ? "" : "−") + number(MATE - Math.abs(evalSouth));
  return engineScore(evalSouth);
}
