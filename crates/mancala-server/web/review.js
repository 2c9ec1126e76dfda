// A finished game's review (/review?game=ID): the server's review job classes every move
// by the seeds it loses against the best move (exactly where the solver reaches), draws
// the evaluation over the plies, shows the better move for each mistake and each side's
// accuracy. Clicking the graph or a move shows that ply on the board.

import { el, svg, api, sideName, gameTitle } from "./dom.js";
import { Board } from "./board.js";
import { describeResult } from "./result.js";
import { replayGame } from "./rules.js";
import { Job, jobError, signed } from "./jobs.js";
import { analysisUrl } from "./analysis.js";
import { legalByHole } from "./sowing.js";

const CLASS_NAMES = { best: "Best", good: "Good", inaccuracy: "Inaccuracy", mistake: "Mistake", blunder: "Blunder" };
const CLASS_MARKS = { best: "★", good: "✓", inaccuracy: "?!", mistake: "?", blunder: "??" };
const GRAPH_W = 600, GRAPH_H = 150;

export function showReview(app, id) {
  const view = new Review(app, id);
  view.open();
  return view;
}

class Review {
  constructor(app, id) {
    this.app = app;
    this.id = id;
    this.at = 0;
    this.review = null;
    this.job = null;
    this.positions = new Map(); // ply -> position view from the server (when the page cannot replay)
  }

  alive() { return this.root && document.body.contains(this.root); }

  fail(title, text, game) {
    document.title = "mancala: review";
    this.app.replaceChildren(el("div", { class: "panel", "data-testid": "review-error" }, el("h1", {}, title), el("p", { class: "error" }, text),
      el("p", { class: "row" }, game ? el("a", { class: "button", href: "/?game=" + encodeURIComponent(game) }, "Back to the game") : null,
        el("a", { class: "button secondary", href: "/" }, "New game"), el("a", { class: "button secondary", href: "/analysis" }, "Analysis board"))));
  }

  async open() {
    if (!this.id) return this.fail("No game to review", "This address names no game: a review is opened as /review?game=ID, from a finished game's page.");
    let game;
    try { game = await api("GET", `/api/games/${encodeURIComponent(this.id)}`); } catch (e) {
      return this.fail("No such game", e.status === 404 ? "There is no game at this address." : e.message);
    }
    if (!game.result) return this.fail("The game is not over yet", "A game is reviewed once it has ended. Come back when it is finished.", this.id);
    let record;
    try {
      const res = await fetch(`/api/games/${encodeURIComponent(this.id)}/record`);
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      record = await res.text();
    } catch (e) { return this.fail("The record cannot be read", e.message, this.id); }
    this.game = game;
    this.record = record;
    this.plies = replayGame(game.state, game.moves);
    this.base = Math.max(0, (game.state.ply || 0) - game.moves.length);
    this.at = game.moves.length;
    this.build();
    this.show();
    this.start();
  }

  build() {
    const g = this.game, s = g.state;
    const title = `Review: ${gameTitle(s.game)} 2×${s.holes}`;
    document.title = "mancala: " + title.toLowerCase();
    this.board = new Board({});
    this.status = el("p", { class: "status", "data-testid": "status" });
    this.topStrip = el("div", { class: "strip" });
    this.bottomStrip = el("div", { class: "strip" });
    const step = (label, testid, t, fn) => el("button", { type: "button", class: "secondary step", "data-testid": testid, title: t, "aria-label": t, onclick: fn }, label);
    this.analyseLink = el("a", { class: "button secondary", "data-testid": "analyse-here" }, "Analyse from here");
    this.info = el("span", { class: "review-info", "data-testid": "review-info" });
    this.nav = el("div", { class: "review nav" },
      step("|◀", "nav-first", "The start (Home)", () => this.goTo(0)),
      step("◀", "nav-back", "One ply back (←)", () => this.goTo(this.at - 1)),
      step("▶", "nav-next", "One ply on (→)", () => this.goTo(this.at + 1)),
      step("▶|", "nav-last", "The end (End)", () => this.goTo(Infinity)),
      this.info, this.analyseLink);
    this.graph = el("div", { class: "graph", "data-testid": "graph" });
    this.progress = el("div", { class: "review-progress", "data-testid": "review-progress" });
    this.accuracy = el("div", { class: "accuracy", "data-testid": "accuracy" });
    this.moveTable = el("div", { class: "review-moves", "data-testid": "review-moves" });
    this.explain = el("details", { class: "panel explain", "data-testid": "thresholds" });
    this.moveNote = el("div", { class: "move-note", "data-testid": "move-note" });
    const { headline } = describeResult(g.result, s);
    this.root = el("div", { class: "game review-page" },
      el("div", { class: "game-main" },
        el("div", { class: "game-head" }, el("h1", {}, title), el("span", {}, el("a", { href: "/?game=" + encodeURIComponent(this.id) }, "the game"), " · ", el("a", { href: "/rules/" + s.game }, "rules"))),
        el("p", { class: "muted" }, headline + ` after ${g.moves.length} plies.`),
        el("div", { class: "status-bar review" }, this.status),
        this.topStrip, this.board.element, this.bottomStrip, this.nav, this.moveNote,
        el("div", { class: "panel graph-panel" }, el("h2", {}, "Evaluation"), this.graph, this.progress)),
      el("aside", { class: "game-side" },
        el("div", { class: "panel" }, el("h2", {}, "Accuracy"), this.accuracy),
        el("div", { class: "panel moves-panel" }, el("h2", {}, "Moves"), this.moveTable),
        this.explain));
    this.app.replaceChildren(this.root);
    const onKey = (e) => {
      if (!this.alive()) { document.removeEventListener("keydown", onKey); return; }
      if (e.target.closest("input, textarea, select")) return;
      if (e.key === "ArrowLeft") { e.preventDefault(); this.goTo(this.at - 1); }
      else if (e.key === "ArrowRight") { e.preventDefault(); this.goTo(this.at + 1); }
      else if (e.key === "Home") { e.preventDefault(); this.goTo(0); }
      else if (e.key === "End") { e.preventDefault(); this.goTo(Infinity); }
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", () => { if (this.alive()) this.drawBoard(); });
    window.addEventListener("pagehide", () => { if (this.job) this.job.cancel(); });
  }

  start() {
    this.progress.replaceChildren(el("p", { class: "muted" }, "Reviewing: the engine and the solver look at every move…"));
    this.job = new Job({ kind: "review", record: this.record, seconds: 20 }, {
      onUpdate: (view) => { if (view.review) { this.review = view.review; this.show(); } this.showProgress(view); },
      onEnd: (view) => { if (view.review) this.review = view.review; this.show(); this.showProgress(view); },
      onError: (e) => {
        this.progress.replaceChildren(el("p", { class: "error", "data-testid": "review-job-error" }, jobError(e)),
          el("button", { type: "button", class: "secondary", onclick: () => this.start() }, "Try again"));
      },
    });
    this.job.start();
  }

  showProgress(view) {
    const r = view.review;
    const done = r ? r.done_plies : 0, total = r ? r.total_plies : this.game.moves.length;
    if (view.state === "running") {
      this.progress.replaceChildren(el("progress", { max: total || 1, value: done }), el("span", { class: "muted" }, ` ${done} of ${total} plies reviewed, ${((view.elapsed_ms || 0) / 1000).toFixed(1)} s`),
        " ", el("button", { type: "button", class: "secondary small", "data-testid": "review-stop", onclick: () => this.job.stop() }, "Stop"));
    } else if (view.state === "done") {
      this.progress.replaceChildren(el("p", { class: "muted", "data-testid": "review-done" }, `All ${total} plies reviewed in ${((view.elapsed_ms || 0) / 1000).toFixed(1)} s. Click the graph or a move to see that position.`));
    } else {
      this.progress.replaceChildren(el("p", { class: view.state === "failed" ? "error" : "muted", "data-testid": "review-done" },
        view.state === "failed" ? "The review failed: " + (view.error || "") : `Stopped after ${done} of ${total} plies.`),
        el("button", { type: "button", class: "secondary small", onclick: () => this.start() }, "Review again"));
    }
  }

  // The review of move number `n` (1 for the game's first move; the server counts from 0).
  // (its `ply` is the ply number of the position the move was played in, as the record
  // counts: a game set up at ply P starts at P).
  plyReview(n) { return this.review ? this.review.plies.find((p) => p.ply === this.base + n - 1) : null; }

  goTo(ply) {
    const target = Math.max(0, Math.min(this.game.moves.length, ply));
    if (target === this.at && this.drawn) return;
    this.at = target;
    this.show();
  }

  show() {
    this.drawn = true;
    this.drawBoard();
    this.drawGraph();
    this.drawMoves();
    this.drawAccuracy();
    this.drawExplain();
  }

  async drawBoard() {
    const g = this.game, s = g.state;
    const at = this.at;
    let board, captured, last = null, toMove;
    if (this.plies) {
      const ply = at > 0 ? this.plies[at - 1] : null;
      const pos = ply ? ply.after : this.plies.length ? this.plies[0].before : { board: s.board, captured: s.captured, toMove: s.to_move };
      board = pos.board; captured = pos.captured; toMove = at === g.moves.length ? s.to_move : pos.toMove;
      if (ply && ply.from !== null) last = { from: ply.from, end: ply.end, captured: ply.captured };
    } else {
      // The page cannot replay this game (a set-up start): ask the server for the position.
      if (!this.positions.has(at)) {
        try { this.positions.set(at, await api("POST", "/api/positions", { record: this.record, ply: at, moves: [] })); } catch (e) { this.status.textContent = e.message; return; }
        if (this.at !== at) return;
      }
      const pv = this.positions.get(at).state;
      board = pv.board; captured = pv.captured; toMove = pv.to_move;
    }
    const r = this.plyReview(at + 1);
    const badges = new Map();
    if (r && r.best && r.best !== r.move && at < g.moves.length) {
      // The best move from the shown position, marked on its hole.
      const idx = legalByHole([r.best], toMove, s.holes);
      for (const [i] of idx) badges.set(i, { text: "★", kind: "win", testid: "best-badge", title: `best here: ${r.best}` });
    }
    this.board.render({ holes: s.holes, board, bottom: "south", legal: new Map(), last, badges });
    for (const [node, side] of [[this.topStrip, "north"], [this.bottomStrip, "south"]]) {
      node.className = "strip" + (toMove === side && at < g.moves.length ? " to-move" : "");
      const seat = g.seats[side].player;
      node.replaceChildren(el("span", { class: "turn-dot" }), el("strong", {}, sideName(side)), el("span", { class: "who" }, seat === "human" ? "Player" : seat.replace("level:", "Engine level ")),
        el("span", { class: "score" }, `${captured[side === "south" ? 0 : 1]} captured`));
    }
    this.info.textContent = `ply ${at} of ${g.moves.length}`;
    this.analyseLink.href = analysisUrl({ record: this.record, ply: at });
    const here = this.plyReview(at);
    if (at === 0) this.status.textContent = "The start position.";
    else {
      const side = g.movers[at - 1];
      this.status.textContent = `Ply ${at}: ${sideName(side)} played ${g.moves[at - 1]}` + (here ? ` (${CLASS_NAMES[here.class].toLowerCase()}${here.loss ? `, loses ${here.loss}` : ""})` : "") + ".";
    }
    this.moveNote.replaceChildren(...(here ? [noteFor(here)] : []));
  }

  drawGraph() {
    const g = this.game;
    const n = g.moves.length;
    const r = this.review;
    const evals = [];
    if (r) for (const p of r.plies) evals.push([p.ply - this.base + 1, p.eval_south]);
    const total = g.state.board.reduce((a, b) => a + b, 0) + g.state.captured[0] + g.state.captured[1];
    const cap = Math.max(4, Math.min(total / 2, Math.max(4, ...evals.map(([, e]) => Math.abs(e)))));
    const x = (ply) => (n ? (ply / n) * GRAPH_W : 0);
    const y = (e) => GRAPH_H / 2 - (Math.max(-cap, Math.min(cap, e)) / cap) * (GRAPH_H / 2 - 4);
    const root = svg("svg", { class: "eval-graph", viewBox: `0 0 ${GRAPH_W} ${GRAPH_H}`, preserveAspectRatio: "none", role: "img",
      "aria-label": "evaluation for South over the plies", "data-testid": "eval-graph" });
    root.append(svg("rect", { class: "graph-bg", x: 0, y: 0, width: GRAPH_W, height: GRAPH_H }));
    if (evals.length) {
      const pts = [[0, 0], ...evals].sort((a, b) => a[0] - b[0]);
      const line = pts.map(([p, e]) => `${x(p).toFixed(1)},${y(e).toFixed(1)}`).join(" ");
      // South's share is the light area under the curve (as lichess draws White's), so a
      // lead of either side looks like itself: more light for South, more dark for North.
      const lastX = x(pts[pts.length - 1][0]);
      root.append(svg("polygon", { class: "graph-south", points: `0,${GRAPH_H} ${line} ${lastX.toFixed(1)},${GRAPH_H}` }));
      // Plies not yet reviewed are drawn even, not as a lead for North.
      if (lastX < GRAPH_W) root.append(svg("rect", { class: "graph-pending", x: lastX, y: GRAPH_H / 2, width: GRAPH_W - lastX, height: GRAPH_H / 2 }));
      root.append(svg("polyline", { class: "graph-line", points: line }));
    }
    root.append(svg("line", { class: "graph-mid", x1: 0, x2: GRAPH_W, y1: GRAPH_H / 2, y2: GRAPH_H / 2 }));
    root.append(svg("line", { class: "graph-cursor", x1: x(this.at), x2: x(this.at), y1: 0, y2: GRAPH_H, "data-testid": "graph-cursor" }));
    this.graph.replaceChildren(root);
    // The points sit in an HTML layer over the graph, so that they stay round however the
    // graph is stretched; each is a button for its ply.
    // The move list is the keyboard's and the screen reader's way to the plies; the points
    // are for the pointer (dense graphs leave them too close together for a finger).
    const layer = el("div", { class: "graph-points", "aria-hidden": "true" });
    if (r) for (const q of r.plies) {
      const p = { ...q, ply: q.ply - this.base + 1 };
      const big = p.class === "mistake" || p.class === "blunder" || p.class === "inaccuracy";
      const dot = el("button", { type: "button", class: `graph-point ${p.class}${big ? " marked" : ""}${p.ply === this.at ? " current" : ""}`,
        "data-ply": p.ply, "data-class": p.class, "data-testid": "graph-point", title: `ply ${p.ply}: ${sideName(p.side)} ${p.move}, ${CLASS_NAMES[p.class].toLowerCase()} (South ${signed(p.eval_south)})`,
        "aria-label": `ply ${p.ply}` , onclick: () => this.goTo(p.ply) });
      dot.tabIndex = -1;
      dot.dataset.x = (x(p.ply) / GRAPH_W * 100).toFixed(2);
      dot.dataset.y = (y(p.eval_south) / GRAPH_H * 100).toFixed(2);
      layer.append(dot);
    }
    this.graph.append(layer);
    placePoints(layer);
    // A click anywhere on the graph goes to the nearest ply.
    root.addEventListener("click", (ev) => {
      const box = root.getBoundingClientRect();
      this.goTo(Math.round(((ev.clientX - box.left) / box.width) * n));
    });
  }

  drawMoves() {
    const g = this.game;
    const rows = g.moves.map((m, i) => {
      const ply = i + 1;
      const r = this.plyReview(ply);
      const cls = r ? r.class : "pending";
      return el("button", { type: "button", class: `review-move ${cls}${ply === this.at ? " current" : ""}`, "data-ply": ply, "data-class": cls, "data-testid": "review-move", onclick: () => this.goTo(ply) },
        el("span", { class: "ply" }, ply + "."), el("span", { class: "side-mark" }, g.movers[i] === "south" ? "S" : "N"), el("span", { class: "mv" }, m),
        r ? el("span", { class: "mark " + cls, title: CLASS_NAMES[cls] }, CLASS_MARKS[cls]) : null,
        r && worse(cls) ? el("span", { class: "better" }, `best ${r.best}, −${r.loss}`) : null);
    });
    this.moveTable.replaceChildren(...rows);
    const cur = this.moveTable.querySelector(".current");
    if (cur) {
      const t = this.moveTable.getBoundingClientRect(), c = cur.getBoundingClientRect();
      if (c.top < t.top || c.bottom > t.bottom) this.moveTable.scrollTop += c.top - t.top - t.height / 2;
    }
  }

  drawAccuracy() {
    const r = this.review;
    if (!r) { this.accuracy.replaceChildren(el("p", { class: "muted" }, "Waiting for the review…")); return; }
    const boxes = ["south", "north"].map((side) => {
      const mine = r.plies.filter((p) => p.side === side);
      const c = (k) => mine.filter((p) => p.class === k).length;
      const acc = r.accuracy ? r.accuracy[side] : null;
      const seat = this.game.seats[side].player;
      return el("div", { class: "acc-side", "data-testid": "accuracy-" + side },
        el("div", { class: "acc-head" }, el("strong", {}, sideName(side)), el("span", { class: "muted" }, seat === "human" ? " player" : " " + seat.replace("level:", "engine level "))),
        el("div", { class: "acc-figure", "data-testid": "accuracy-figure-" + side }, acc === null || acc === undefined ? "–" : `${acc.toFixed(1)}%`),
        el("div", { class: "acc-counts" },
          ...["inaccuracy", "mistake", "blunder"].map((k) => el("button", { type: "button", class: "acc-count " + k, "data-testid": `count-${side}-${k}`, title: `Go to ${sideName(side)}'s next ${k}`,
            onclick: () => { const next = mine.find((p) => p.class === k && p.ply - this.base + 1 > this.at) || mine.find((p) => p.class === k); if (next) this.goTo(next.ply - this.base + 1); } },
          el("span", { class: "mark " + k }, CLASS_MARKS[k]), ` ${c(k)} ${c(k) === 1 ? k : k === "inaccuracy" ? "inaccuracies" : k + "s"}`))));
    });
    this.accuracy.replaceChildren(...boxes);
  }

  drawExplain() {
    const t = this.review && this.review.thresholds;
    const th = t ? t : null;
    this.explain.replaceChildren(...[el("summary", {}, "How moves are classed"),
      el("p", {}, "Each move is compared with the best move in the same position. Its loss is how many seeds of final margin it gives away against the best move (giving one seed away moves the margin by two): exactly, by the solver, where it proves every move; by the engine's search otherwise (such moves are marked ≈)."),
      th ? el("table", { class: "facts", "data-testid": "threshold-table" }, el("tbody", {},
        el("tr", {}, el("th", {}, "Best"), el("td", {}, "loses nothing: as good as the best move")),
        el("tr", {}, el("th", {}, "Good"), el("td", {}, `loses ${th.good} to ${th.inaccuracy - 1} seed${th.inaccuracy - 1 === 1 ? "" : "s"}`)),
        el("tr", {}, el("th", {}, "Inaccuracy ?!"), el("td", {}, `loses ${th.inaccuracy} to ${th.mistake - 1} seeds`)),
        el("tr", {}, el("th", {}, "Mistake ?"), el("td", {}, `loses ${th.mistake} to ${th.blunder - 1} seeds`)),
        el("tr", {}, el("th", {}, "Blunder ??"), el("td", {}, `loses ${th.blunder} seeds or more`)))) : el("p", { class: "muted" }, "The thresholds come with the review."),
      this.game.state.game === "sadeqa-ii" ? el("p", {}, "Sadeqa II is scored by result (win 1, draw 0, loss −1): where the solver proves it, a move that loses one result (a win to a draw, a draw to a loss) is a mistake, two (a win to a loss) a blunder.") : null,
      el("p", { "data-testid": "accuracy-formula" }, "Accuracy: ", ACCURACY_TEXT)].filter(Boolean));
  }
}

/** How the accuracy figure is made (as the server's review computes it). */
const ACCURACY_TEXT = "each move of a side scores by its class: best 100, good 90, inaccuracy 70, mistake 40, blunder 0; a side's accuracy is the mean of these scores over its moves, leaving out forced moves (a position with a single legal move).";

function worse(cls) { return cls === "inaccuracy" || cls === "mistake" || cls === "blunder"; }

function noteFor(r) {
  const cls = r.class;
  const approx = r.exact ? "" : "≈ ";
  if (cls === "best") return el("p", { class: "note best" }, el("span", { class: "mark best" }, "★"), ` ${r.move} was the best move (${approx}${signed(r.best_value)} for ${sideName(r.side)}).`);
  if (cls === "good") return el("p", { class: "note good" }, el("span", { class: "mark good" }, "✓"), ` ${r.move} is good: it loses ${approx}${r.loss} against ${r.best} (${signed(r.played_value)} instead of ${signed(r.best_value)}).`);
  return el("p", { class: "note " + cls, "data-testid": "better-move" }, el("span", { class: "mark " + cls }, CLASS_MARKS[cls]),
    ` ${CLASS_NAMES[cls]}: ${r.move} loses ${approx}${r.loss} seed${r.loss === 1 ? "" : "s"} for ${sideName(r.side)} (${signed(r.played_value)}). Better was `, el("strong", {}, r.best), ` (${signed(r.best_value)}).`);
}

// Places the graph's points: a class by position would need a rule per value, and inline
// styles are forbidden by the page's Content-Security-Policy; so the points are positioned
// through the CSSOM, which the policy allows.
function placePoints(layer) {
  for (const dot of layer.children) {
    dot.style.left = dot.dataset.x + "%";
    dot.style.top = dot.dataset.y + "%";
  }
}
