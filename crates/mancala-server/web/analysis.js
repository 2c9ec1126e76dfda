// The analysis board (/analysis): any position of any game, set up in the editor, pasted
// as a position JSON or a record, or opened from a game or its review; moves played freely
// on it grow a variation tree; the engine's lines as it deepens, with an evaluation bar;
// the solver's exact value of every move. The address carries what is shown:
//   /analysis?position=<JSON>&moves=3R,5     a set-up position (no history) and a variation
//   /analysis?record=<record>&ply=K&moves=…   a game's record at ply K (its history counts)
//   /analysis?game=en-dodoi&holes=6&seeds=4   a game's start position
// The exact rules are the server's: each position shown comes from POST /api/positions.

import { el, api, sideName, other, gameInfo, gameTitle, getCatalog, copyBox } from "./dom.js";
import { Board } from "./board.js";
import { describeResult } from "./result.js";
import { Job, jobError, signed, rate, count, evalBar, engineScore, engineShare, barFigure } from "./jobs.js";
import { animateMove, legalByHole, holeOf, marksOfPly, posOf } from "./sowing.js";
import { playMove } from "./rules.js";
import { t, tMarked, fixed, withLang } from "./i18n.js";

const MAX_SEEDS = 255;

/** The moves of a text record (tags, comments, numbers and the result left out). */
export function recordMoves(text) {
  const t = String(text).trim();
  if (t.startsWith("{")) {
    try { const j = JSON.parse(t); return Array.isArray(j.moves) ? j.moves.map(String) : []; } catch (_) { return []; }
  }
  const body = t.split("\n").filter((line) => !line.trim().startsWith("[")).join(" ")
    .replace(/\{[^}]*\}/g, " ").replace(/;[^\n]*/g, " ");
  return body.split(/\s+/).filter((w) => w && !/^\d+\.+$/.test(w) && !["1-0", "0-1", "1/2-1/2", "*"].includes(w))
    .map((w) => w.replace(/^\d+\.+/, "")).filter(Boolean);
}

/** A start position of `game` (holes × seeds, default options). */
export function startState(game, holes, seeds, options) {
  const info = gameInfo(game);
  const opts = {};
  for (const o of info.options) opts[o.name] = o.default === "true" ? true : o.default === "false" ? false : /^\d+$/.test(o.default || "") ? Number(o.default) : o.default;
  Object.assign(opts, options || {});
  const s = { game, holes, seeds, options: opts, board: new Array(2 * holes).fill(seeds), captured: [0, 0], to_move: "south", ply: 0, result: null };
  if (game === "sadeqa-ii") s.opening_done = [false, false];
  return s;
}

/** The address of the analysis board for a setup and a variation. */
export function analysisUrl({ position, record, ply, moves }) {
  const q = new URLSearchParams();
  if (record !== undefined) { q.set("record", record); if (ply !== undefined && ply !== null) q.set("ply", String(ply)); }
  else if (position) q.set("position", JSON.stringify(position));
  if (moves && moves.length) q.set("moves", moves.join(","));
  return "/analysis?" + q.toString();
}

export function showAnalysis(app, params) {
  const view = new Analysis(app);
  view.open(params);
  return view;
}

class Node {
  constructor(move, parent) { this.move = move; this.parent = parent; this.children = []; this.view = null; this.solve = null; this.marks = undefined; }
  path() { const p = []; for (let n = this; n.parent; n = n.parent) p.unshift(n.move); return p; }
  depth() { let d = 0; for (let n = this; n.parent; n = n.parent) d++; return d; }
  child(move) { return this.children.find((c) => c.move === move); }
}

class Analysis {
  constructor(app) {
    this.app = app;
    this.setup = null; // { position } or { record, recordMoves }
    this.root = null;
    this.current = null;
    this.bottom = "south";
    this.engineOn = true;
    this.engineJob = null;
    this.solveJob = null;
    this.animating = false;
    this.pending = null;
    this.editing = false;
    this.build();
  }

  alive() { return document.body.contains(this.rootEl); }

  build() {
    this.title = el("h1", {}, t("analysis-heading"));
    this.status = el("p", { class: "status", role: "status", "data-testid": "status" });
    this.statusBar = el("div", { class: "status-bar" }, this.status);
    this.message = el("p", { class: "error", role: "alert", "data-testid": "message" });
    this.board = new Board({ onChoose: (index, label, moves) => this.choose(index, label, moves) });
    this.bar = evalBar();
    this.topStrip = el("div", { class: "strip", "data-testid": "strip-top" });
    this.bottomStrip = el("div", { class: "strip", "data-testid": "strip-bottom" });
    this.direction = el("div", { class: "direction", hidden: true, "data-testid": "direction" });
    const step = (label, testid, title, fn) => el("button", { type: "button", class: "secondary step", "data-testid": testid, title, "aria-label": title, onclick: fn }, label);
    this.navBar = el("div", { class: "review nav" },
      step("|◀", "nav-first", t("analysis-nav-first"), () => this.go(this.root)),
      step("◀", "nav-back", t("analysis-nav-back"), () => this.back()),
      step("▶", "nav-next", t("analysis-nav-next"), () => this.forward()),
      step("▶|", "nav-last", t("analysis-nav-last"), () => this.go(this.lineEnd(this.current))),
      el("button", { type: "button", class: "secondary", "data-testid": "flip", title: t("analysis-flip.title"), onclick: () => { this.bottom = other(this.bottom); this.draw(); } }, t("analysis-flip")),
      el("button", { type: "button", class: "secondary", "data-testid": "edit", onclick: () => this.startEditing() }, t("analysis-edit")));
    // The side column: engine, solver, moves, editor, share.
    this.engineToggle = el("input", { type: "checkbox", checked: true, "data-testid": "engine-toggle", onchange: (e) => { this.engineOn = e.target.checked; this.restartEngine(); } });
    this.engineInfo = el("span", { class: "engine-info", "data-testid": "engine-info" });
    this.engineLines = el("div", { class: "engine-lines", "data-testid": "engine-lines" });
    this.engineStop = el("button", { type: "button", class: "secondary small", "data-testid": "engine-stop", hidden: true, onclick: () => this.engineJob && this.engineJob.stop() }, t("stop"));
    this.engineMore = el("button", { type: "button", class: "secondary small", "data-testid": "engine-more", hidden: true, onclick: () => this.startEngine(60) }, t("analysis-engine-more", { seconds: 60 }));
    this.enginePanel = el("div", { class: "panel engine" },
      el("div", { class: "panel-head" }, el("label", { class: "switch" }, this.engineToggle, " ", t("analysis-engine")), this.engineInfo, this.engineStop, this.engineMore),
      this.engineLines);
    this.solveSeconds = el("select", { "data-testid": "solve-seconds", "aria-label": t("analysis-solve-time") }, [5, 10, 30, 60].map((s) => el("option", { value: s, selected: s === 10 }, t("seconds", { seconds: s }))));
    this.solveButton = el("button", { type: "button", "data-testid": "solve", onclick: () => this.startSolve() }, t("analysis-solve"));
    this.solveStop = el("button", { type: "button", class: "secondary", hidden: true, "data-testid": "solve-stop", onclick: () => this.solveJob && this.solveJob.stop() }, t("stop"));
    this.solveBody = el("div", { "data-testid": "solve-body" });
    this.solvePanel = el("div", { class: "panel solve" },
      el("div", { class: "panel-head" }, el("h2", {}, t("analysis-solver")), el("span", { class: "row" }, this.solveSeconds, this.solveButton, this.solveStop)),
      this.solveBody);
    this.tree = el("div", { class: "tree", "data-testid": "tree", tabindex: 0 });
    this.deleteButton = el("button", { type: "button", class: "secondary small", "data-testid": "delete-line", onclick: () => this.deleteLine() }, t("analysis-delete-line"));
    this.promoteButton = el("button", { type: "button", class: "secondary small", "data-testid": "promote", onclick: () => this.promote() }, t("analysis-promote"));
    this.treePanel = el("div", { class: "panel moves-panel" },
      el("div", { class: "panel-head" }, el("h2", {}, t("game-moves")), el("span", { class: "row" }, this.promoteButton, this.deleteButton)), this.tree);
    this.share = el("div", { class: "panel share" });
    this.editorPanel = el("div", { class: "panel editor", hidden: true, "data-testid": "editor" });
    this.pastePanel = this.buildPaste();
    this.side = el("aside", { class: "game-side" }, this.editorPanel, this.enginePanel, this.treePanel, this.solvePanel, this.share, this.pastePanel);
    this.boardRow = el("div", { class: "board-row" }, this.bar.element, el("div", { class: "board-col" }, this.topStrip, this.board.element, this.bottomStrip));
    this.rootEl = el("div", { class: "game analysis" },
      el("div", { class: "game-main" },
        el("div", { class: "game-head" }, this.title, el("span", { class: "muted", "data-testid": "setup-note" })),
        this.statusBar, this.message, this.boardRow, this.direction, this.navBar),
      this.side);
    this.setupNote = this.rootEl.querySelector("[data-testid=setup-note]");
    this.app.replaceChildren(this.rootEl);
    const onKey = (e) => {
      if (!this.alive()) { document.removeEventListener("keydown", onKey); return; }
      if (e.target.closest("input, textarea, select") || !this.current) return;
      if (this.editing) {
        if (e.key === "+" || e.key === "=") { e.preventDefault(); this.editStep(1); }
        else if (e.key === "-") { e.preventDefault(); this.editStep(-1); }
        return;
      }
      if (e.key === "ArrowLeft") { e.preventDefault(); this.back(); }
      else if (e.key === "ArrowRight") { e.preventDefault(); this.forward(); }
      else if (e.key === "ArrowUp") { e.preventDefault(); this.sibling(-1); }
      else if (e.key === "ArrowDown") { e.preventDefault(); this.sibling(1); }
      else if (e.key === "Home") { e.preventDefault(); this.go(this.root); }
      else if (e.key === "End") { e.preventDefault(); this.go(this.lineEnd(this.current)); }
    };
    document.addEventListener("keydown", onKey);
    const onResize = () => { if (!this.alive()) { window.removeEventListener("resize", onResize); return; } if (this.current) this.draw(); };
    window.addEventListener("resize", onResize);
    window.addEventListener("pagehide", () => { this.stopEngine(); if (this.solveJob) this.solveJob.cancel(); });
  }

  buildPaste() {
    const text = el("textarea", { rows: 4, "data-testid": "paste", placeholder: t("analysis-paste-placeholder", { json: "{\"game\":\"en-dodoi\",\"holes\":6,…}", record: "[Game \"en-dodoi\"] … 1. 3 2. 5 …" }), "aria-label": t("analysis-paste-label") });
    const msg = el("p", { class: "error", role: "alert", "data-testid": "paste-message" });
    return el("details", { class: "panel paste" }, el("summary", {}, t("analysis-paste-summary")),
      el("form", { onsubmit: async (ev) => {
        ev.preventDefault();
        msg.textContent = "";
        const pasted = text.value.trim();
        if (!pasted) { msg.textContent = t("analysis-paste-empty"); return; }
        let setup;
        if (pasted.startsWith("{")) {
          let j;
          try { j = JSON.parse(pasted); } catch (e) { msg.textContent = t("analysis-paste-bad-json", { error: e.message }); return; }
          setup = j.format === "mancala-record" ? { record: pasted } : { position: j };
        } else setup = { record: pasted };
        if (setup.record !== undefined) setup.ply = recordMoves(setup.record).length;
        const ok = await this.load(setup, [], msg);
        if (ok) text.value = "";
      } }, text, el("div", { class: "row" }, el("button", { type: "submit", "data-testid": "paste-load" }, t("analysis-paste-open")), msg)));
  }

  // ----- opening a setup -----

  async open(params) {
    const moves = params.get("moves") ? params.get("moves").split(",").map((m) => m.trim()).filter(Boolean) : [];
    let setup;
    if (params.has("position")) {
      let position;
      try { position = JSON.parse(params.get("position")); } catch (e) {
        return this.fail(t("analysis-url-bad-json", { error: e.message }));
      }
      if (!position || typeof position !== "object" || Array.isArray(position)) return this.fail(t("analysis-url-not-object"));
      setup = { position };
    } else if (params.has("record")) {
      const ply = params.has("ply") ? Number(params.get("ply")) : null;
      if (ply !== null && !(Number.isInteger(ply) && ply >= 0)) return this.fail(t("analysis-url-bad-ply", { ply: params.get("ply") }));
      setup = { record: params.get("record"), ply };
    } else {
      const game = params.get("game") || "en-dodoi";
      const info = gameInfo(game);
      if (!info) return this.fail(t("analysis-url-no-game", { game, games: getCatalog().games.map((g) => g.game).join(", ") }));
      const holes = Number(params.get("holes") || info.holes), seeds = Number(params.get("seeds") || info.seeds);
      setup = { position: startState(game, holes, seeds) };
    }
    const ok = await this.load(setup, moves, null);
    if (!ok && !this.current) this.fail(this.message.textContent || t("analysis-url-cannot-show"));
  }

  fail(text) {
    document.title = t("analysis-title");
    this.rootEl.replaceChildren(el("div", { class: "panel", "data-testid": "bad-url" },
      el("h1", {}, t("analysis-bad-url-heading")),
      el("p", { class: "error" }, text),
      el("p", {}, t("analysis-bad-url-text")),
      el("p", { class: "row" }, el("a", { class: "button", href: withLang("/analysis") }, t("analysis-open-empty")), el("a", { class: "button secondary", href: withLang("/studies") }, t("nav-studies")))));
  }

  /**
   * Opens a setup ({ position } or { record, ply }) with `moves` played after it; shows a
   * problem in `msg` (or the page's message). The record's moves become the main line and
   * the position after `ply` of them is shown.
   */
  async load(setup, moves, msg) {
    const say = (text) => { (msg || this.message).textContent = text; };
    const s = { ...setup };
    if (s.record !== undefined) {
      s.recordMoves = recordMoves(s.record);
      if (s.ply === null || s.ply === undefined) s.ply = s.recordMoves.length;
    }
    const rootBody = s.record !== undefined ? { record: s.record, ply: 0, moves: [] } : { position: s.position, moves: [] };
    let rootView;
    try { rootView = await api("POST", "/api/positions", rootBody); } catch (e) {
      this.markEditorError(e.message);
      say(t(s.record !== undefined ? "analysis-record-unreadable" : "analysis-position-refused", { error: e.message }));
      return false;
    }
    const root = new Node(null, null);
    root.view = rootView;
    // The record's moves as the main line.
    let node = root;
    if (s.record !== undefined) {
      if (s.ply > s.recordMoves.length) { say(t("analysis-ply-past-record", { ply: s.ply, plies: s.recordMoves.length })); return false; }
      for (const m of s.recordMoves) { const c = new Node(m, node); node.children.push(c); node = c; }
    }
    // The shown node: the record at `ply`, then the variation.
    let at = root;
    if (s.record !== undefined) for (let i = 0; i < s.ply; i++) at = at.children[0];
    for (const m of moves) {
      let c = at.child(m);
      if (!c) { c = new Node(m, at); at.children.push(c); }
      at = c;
    }
    const prev = { setup: this.setup, root: this.root, current: this.current };
    this.setup = s;
    this.root = root;
    if (!(await this.fetchView(at, say))) {
      Object.assign(this, prev);
      return false;
    }
    if (this.editing) this.stopEditing(false);
    this.current = at;
    say("");
    this.show(true);
    return true;
  }

  // The request that names a node's position: the record up to the longest prefix of the
  // node's line that is the record's, then the rest as moves; or the position and the line.
  bodyOf(node) {
    const path = node.path();
    if (this.setup.record !== undefined) {
      const rm = this.setup.recordMoves;
      let j = 0;
      while (j < path.length && j < rm.length && path[j] === rm[j]) j++;
      return { record: this.setup.record, ply: j, moves: path.slice(j) };
    }
    return { position: this.setup.position, moves: path };
  }

  async fetchView(node, say) {
    if (node.view) return true;
    try {
      node.view = await api("POST", "/api/positions", this.bodyOf(node));
      return true;
    } catch (e) {
      (say || ((text) => { this.message.textContent = text; }))(t("analysis-line-refused", { line: node.path().join(" "), error: e.message }));
      return false;
    }
  }

  // ----- moving in the tree -----

  async go(node, animateFrom) {
    if (!node || this.animating) return;
    this.message.textContent = "";
    if (!node.view) {
      if (!(await this.fetchView(node))) return;
    }
    if (animateFrom && node.parent === animateFrom && animateFrom.view) {
      this.current = node;
      this.animating = true;
      this.stopEngine();
      const st = animateFrom.view.state;
      const ply = await animateMove(st, node.move, (board, marks) => this.drawFrame(st, board, marks), 45);
      if (ply && node.marks === undefined) node.marks = marksOfPly(ply);
      this.animating = false;
    }
    this.current = node;
    this.show(false);
  }

  back() { if (this.current && this.current.parent) this.go(this.current.parent); }
  forward() { if (this.current && this.current.children.length) this.go(this.current.children[0], this.current); }
  sibling(d) {
    const c = this.current;
    if (!c || !c.parent) return;
    const sibs = c.parent.children;
    const i = sibs.indexOf(c) + d;
    if (i >= 0 && i < sibs.length) this.go(sibs[i]);
  }
  lineEnd(node) { let n = node; while (n && n.children.length) n = n.children[0]; return n; }

  deleteLine() {
    const c = this.current;
    if (!c || !c.parent) return;
    const p = c.parent;
    p.children = p.children.filter((x) => x !== c);
    this.go(p);
  }

  promote() {
    const c = this.current;
    if (!c) return;
    for (let n = c; n.parent; n = n.parent) {
      const sibs = n.parent.children;
      const i = sibs.indexOf(n);
      if (i > 0) { sibs.splice(i, 1); sibs.unshift(n); }
    }
    this.show(false);
  }

  choose(index, label, moves) {
    if (this.editing) { this.select(index); return; }
    if (moves.length === 1) { this.clearDirection(); return this.play(moves[0]); }
    const right = moves.find((m) => m.endsWith("R"));
    const left = moves.find((m) => m.endsWith("L"));
    this.direction.hidden = false;
    this.direction.replaceChildren(...[el("span", {}, t("direction-question", { hole: label })),
      left ? el("button", { type: "button", "data-testid": "dir-left", onclick: () => { this.clearDirection(); this.play(left); } }, t("analysis-direction-left", { move: left })) : null,
      right ? el("button", { type: "button", "data-testid": "dir-right", onclick: () => { this.clearDirection(); this.play(right); } }, t("analysis-direction-right", { move: right })) : null,
      el("button", { type: "button", class: "secondary", onclick: () => this.clearDirection() }, t("cancel"))].filter(Boolean));
  }

  clearDirection() { this.direction.hidden = true; this.direction.replaceChildren(); }

  /** Plays `move` from the shown position: an existing branch is followed, a new one made. */
  async play(move) {
    const from = this.current;
    if (!from || !from.view || this.animating) return;
    if (!from.view.legal_moves.includes(move)) { this.message.textContent = t("analysis-illegal", { move, legal: from.view.legal_moves.join(", ") }); return; }
    let c = from.child(move);
    if (!c) { c = new Node(move, from); from.children.push(c); }
    await this.go(c, from);
  }

  /** Plays a line of moves from the shown position (an engine line, the solver's line). */
  async playLine(moves) {
    for (const m of moves) {
      const from = this.current;
      let c = from.child(m);
      const made = !c;
      if (made) { c = new Node(m, from); from.children.push(c); }
      if (!(await this.fetchView(c))) {
        if (made) from.children = from.children.filter((x) => x !== c);
        break;
      }
      this.current = c;
    }
    this.show(false);
  }

  // ----- drawing -----

  show(fresh) {
    const node = this.current;
    const v = node.view;
    const s = v.state;
    const board = { game: gameTitle(s.game), holes: s.holes };
    this.title.textContent = t("analysis-heading-game", board);
    document.title = t("analysis-title-game", board);
    const sd = this.setup;
    this.setupNote.replaceChildren(sd.record !== undefined ? t("analysis-from-record", { plies: sd.recordMoves.length }) : t("analysis-from-position"),
      " · ", el("a", { href: withLang("/rules/" + s.game) }, t("page-rules")));
    this.draw();
    this.renderStatus();
    this.renderTree();
    this.renderShare();
    this.renderSolve();
    this.updateUrl(fresh);
    this.restartEngine();
  }

  marksOf(node) {
    if (node.marks !== undefined) return node.marks;
    node.marks = null;
    if (node.parent && node.parent.view) {
      try { node.marks = marksOfPly(playMove(node.parent.view.state, posOf(node.parent.view.state), node.move)); } catch (_) { node.marks = null; }
    }
    return node.marks;
  }

  drawFrame(state, board, marks) {
    this.board.render({ holes: state.holes, board, bottom: this.bottom, legal: new Map(), marks, last: null });
  }

  draw() {
    if (this.editing) return this.drawEditor();
    const node = this.current;
    const v = node.view;
    const s = v.state;
    const legal = v.result || this.animating ? new Map() : legalByHole(v.legal_moves, s.to_move, s.holes);
    const badges = new Map();
    const solved = node.solve && node.solve.moves && node.solve.moves.length ? node.solve : null;
    if (solved) {
      // The best move of each hole (Giuthi: of its two directions).
      const best = new Map();
      for (const m of solved.moves) {
        const idx = holeOf(m.move, s.to_move, s.holes);
        if (idx === null) continue;
        const key = m.value !== null && m.value !== undefined ? m.value : (m.lower ?? -1e9);
        if (!best.has(idx) || key > best.get(idx).key) best.set(idx, { key, m });
      }
      for (const [idx, { m }] of best) {
        const text = m.result ? (s.game === "sadeqa-ii" ? t("analysis-solve-letter", { result: m.result }) : signed(m.value)) : "?";
        const side = s.to_move;
        const title = !m.result ? t("analysis-solve-mark-open", { move: m.move, lower: signed(m.lower), upper: signed(m.upper), side })
          : s.game === "sadeqa-ii" ? t("analysis-solve-mark-result", { move: m.move, result: m.result, side })
            : t("analysis-solve-mark", { move: m.move, result: m.result, margin: Math.abs(m.value), side });
        badges.set(idx, { text, kind: m.result || "unknown", testid: "solve-badge", center: true, title });
      }
    }
    this.board.render({ holes: s.holes, board: s.board, bottom: this.bottom, legal, last: this.marksOf(node), badges });
    this.strip(this.topStrip, other(this.bottom), s);
    this.strip(this.bottomStrip, this.bottom, s);
  }

  strip(node, side, s) {
    const moving = !this.current.view.result && s.to_move === side;
    node.className = "strip" + (moving ? " to-move" : "");
    node.replaceChildren(el("span", { class: "turn-dot", "aria-hidden": "true" }), el("strong", {}, sideName(side)),
      el("span", { class: "who" }, moving ? t("analysis-to-move") : ""),
      el("span", { class: "score", "data-testid": "score-" + side }, t("game-captured", { captured: s.captured[side === "south" ? 0 : 1] })));
  }

  renderStatus() {
    const v = this.current.view;
    const s = v.state;
    let text, kind = "";
    if (v.result) { const r = describeResult(v.result, s); text = t("analysis-status-over", { headline: r.headline, detail: r.detail }); kind = " over"; }
    else if (v.legal_moves.length === 1 && v.legal_moves[0] === "pass") text = t("analysis-status-pass", { side: s.to_move });
    else text = t("analysis-status-move", { side: s.to_move });
    this.status.textContent = t("analysis-status", { ply: s.ply, text });
    this.statusBar.className = "status-bar" + kind;
    this.navBar.querySelector("[data-testid=nav-back]").disabled = !this.current.parent;
    this.navBar.querySelector("[data-testid=nav-first]").disabled = !this.current.parent;
    this.navBar.querySelector("[data-testid=nav-next]").disabled = !this.current.children.length;
    this.navBar.querySelector("[data-testid=nav-last]").disabled = !this.current.children.length;
    const pass = v.legal_moves.length === 1 && v.legal_moves[0] === "pass" && !v.result;
    let passButton = this.navBar.querySelector("[data-testid=pass]");
    if (pass && !passButton) this.navBar.append(el("button", { type: "button", "data-testid": "pass", onclick: () => this.play("pass") }, t("game-pass")));
    if (!pass && passButton) passButton.remove();
  }

  // The tree as lichess writes it: the main line inline, each other branch in brackets
  // after the move it replaces, nested as deep as it goes.
  renderTree() {
    const cur = this.current;
    const moveButton = (n) => {
      const side = this.moverOf(n);
      const ply = (this.root.view.state.ply || 0) + n.depth();
      return el("button", { type: "button", class: "node" + (n === cur ? " current" : "") + (side ? " " + side : ""), "data-ply": ply, "data-move": n.move,
        "data-testid": "node", onclick: () => this.go(n) },
        el("span", { class: "ply" }, ply + "."), side ? el("span", { class: "side-mark", title: sideName(side) }, t("side-initial", { side })) : null, n.move);
    };
    const line = (start) => {
      // `start` and its first children, with the other children of each as variations.
      const out = el("div", { class: "line" });
      let n = start;
      const row = [];
      while (n) {
        row.push(moveButton(n));
        const parent = n.parent;
        if (parent && parent.children[0] === n && parent.children.length > 1) {
          for (const alt of parent.children.slice(1)) row.push(el("div", { class: "variation", "data-testid": "variation" }, line(alt)));
        }
        n = n.children[0];
      }
      out.append(...row);
      return out;
    };
    if (!this.root.children.length) {
      this.tree.replaceChildren(el("p", { class: "muted" }, t("analysis-no-move")));
    } else {
      // The root's first child starts the main line; its other children are variations of the first move.
      this.tree.replaceChildren(line(this.root.children[0]));
    }
    const curEl = this.tree.querySelector("button.current");
    if (curEl) {
      const box = this.tree.getBoundingClientRect(), c = curEl.getBoundingClientRect();
      if (c.top < box.top || c.bottom > box.bottom) this.tree.scrollTop += c.top - box.top - box.height / 2;
    }
    this.deleteButton.disabled = !cur.parent;
    let main = true;
    for (let n = cur; n.parent; n = n.parent) if (n.parent.children[0] !== n) main = false;
    this.promoteButton.hidden = main;
  }

  // Who plays a node's move: from its parent's position as the server gave it, or else as
  // rules.js replays the line (a record's moves not visited yet); null when unknown.
  moverOf(node) {
    const pos = this.simulated(node.parent);
    return pos ? pos.toMove : null;
  }

  simulated(node) {
    if (!node) return null;
    if (node.view) return posOf(node.view.state);
    if (node.sim !== undefined) return node.sim;
    node.sim = null;
    const before = this.simulated(node.parent);
    if (before) {
      try { node.sim = playMove(this.root.view.state, before, node.move).next; } catch (_) { node.sim = null; }
    }
    return node.sim;
  }

  currentSetupUrl() {
    const b = this.bodyOf(this.current);
    return b.record !== undefined ? analysisUrl({ record: b.record, ply: b.ply, moves: b.moves }) : analysisUrl({ position: b.position, moves: b.moves });
  }

  updateUrl(fresh) {
    const url = this.currentSetupUrl();
    if (location.pathname + location.search !== url) (fresh ? history.replaceState : history.replaceState).call(history, null, "", url);
  }

  renderShare() {
    const url = location.origin + this.currentSetupUrl();
    const command = "mancala solve --position";
    this.share.replaceChildren(el("h2", {}, t("analysis-share")),
      el("p", { class: "hint" }, t("analysis-share-hint")),
      copyBox(t("analysis-share-link"), url, "share-link"),
      tMarked(el("p", { class: "hint" }, el("code", { translate: "no" }, command)), "analysis-share-json", { command }),
      el("pre", { class: "json", translate: "no", tabindex: 0, "data-testid": "position-json" }, JSON.stringify(this.current.view.state)));
  }

  // ----- the engine -----

  stopEngine() {
    clearTimeout(this.engineTimer);
    const job = this.engineJob;
    this.engineJob = null;
    return job ? job.cancel() : Promise.resolve();
  }

  restartEngine() {
    // The same position still being analysed (the tree was only redrawn): let it run.
    if (this.engineOn && !this.editing && this.engineJob && !this.engineJob.ended && this.engineNode === this.current) return;
    this.stopEngine();
    const v = this.current && this.current.view;
    if (!v) return;
    this.engineStop.hidden = true;
    this.engineMore.hidden = true;
    if (!this.engineOn || this.editing) {
      this.engineInfo.textContent = this.engineOn ? "" : t("analysis-engine-off");
      this.engineLines.replaceChildren();
      this.bar.set(null, "");
      return;
    }
    if (v.result) {
      this.engineInfo.textContent = t("analysis-engine-over");
      this.engineLines.replaceChildren(el("p", { class: "muted" }, t("analysis-engine-no-move", { headline: describeResult(v.result, v.state).headline })));
      const sc = v.result.score;
      this.bar.set(v.result.winner === "draw" ? 0.5 : v.result.winner === "south" ? 1 : 0, sc ? `${sc[0]}–${sc[1]}` : "");
      return;
    }
    if (this.current.engine) this.showLines(this.current.engine, this.current);
    else { this.engineInfo.textContent = t("analysis-engine-starting"); this.engineLines.replaceChildren(); }
    // A short pause so that stepping quickly through a game does not start a job a step.
    this.engineTimer = setTimeout(() => this.startEngine(30), 250);
  }

  async startEngine(seconds) {
    await this.stopEngine();
    const node = this.current;
    if (!node || !node.view || node.view.result || !this.engineOn || this.editing || this.engineJob) return;
    const job = new Job({ kind: "analyse", ...this.bodyOf(node), seconds }, {
      onUpdate: (view) => {
        if (this.engineJob !== job || this.current !== node) return;
        if (view.analysis) { node.engine = view.analysis; this.showLines(view.analysis, node); }
        this.engineStop.hidden = view.state !== "running";
      },
      onEnd: (view) => {
        if (this.engineJob !== job) return;
        this.engineStop.hidden = true;
        this.engineMore.hidden = false;
        const a = view.analysis;
        const end = t("analysis-engine-end", { state: view.state, error: view.error || "" });
        this.engineInfo.textContent = a ? t("analysis-engine-end-depth", { depth: a.depth, rate: rate(a.nps), end }) : end;
      },
      onError: (e) => {
        if (this.engineJob !== job) return;
        this.engineInfo.textContent = "";
        this.engineStop.hidden = true;
        this.engineLines.replaceChildren(el("p", { class: "error", "data-testid": "engine-error" }, jobError(e)));
        if (e.status === 429 && Number.isFinite(e.retryAfter)) {
          this.engineTimer = setTimeout(() => { if (this.current === node && this.alive()) this.startEngine(seconds); }, Math.max(1, e.retryAfter) * 1000);
        }
      },
    });
    this.engineJob = job;
    this.engineNode = node;
    this.engineStop.hidden = false;
    this.engineMore.hidden = true;
    await job.start();
  }

  showLines(a, node) {
    const s = node.view.state;
    const total = s.board.reduce((x, y) => x + y, 0);
    const ev = a.eval_south !== undefined && a.eval_south !== null ? a.eval_south : a.lines.length ? (s.to_move === "south" ? a.lines[0].score : -a.lines[0].score) : null;
    this.bar.set(engineShare(ev, total), barFigure(ev), t("analysis-bar-title", { score: engineScore(ev), depth: a.depth }));
    // While an iteration runs, the moves it has searched already carry its deeper scores.
    const searching = a.searching && a.searching > a.depth ? a.searching : 0;
    this.engineInfo.textContent = t("analysis-engine-info", { depth: a.depth, searching, nodes: count(a.nodes), rate: rate(a.nps), seconds: fixed(a.elapsed_ms / 1000, 1) });
    this.engineLines.replaceChildren(
      el("p", { class: "hint" }, t("analysis-engine-hint", { side: s.to_move })),
      ...a.lines.slice(0, 5).map((l) => el("div", { class: "engine-line", "data-testid": "engine-line" },
        el("span", { class: "line-score " + (l.score > 0 ? "good" : l.score < 0 ? "bad" : "even"), title: l.depth ? t("analysis-depth", { depth: l.depth }) : "" }, engineScore(l.score)),
        el("span", { class: "pv" }, (l.pv && l.pv.length ? l.pv : [l.move]).slice(0, 12).map((m, i, pv) =>
          el("button", { type: "button", class: "pv-move", title: t("analysis-play-to-here"), onclick: () => this.playLine(pv.slice(0, i + 1)) }, m))))));
  }

  // ----- the solver -----

  async startSolve() {
    const node = this.current;
    if (!node || !node.view) return;
    if (node.view.result) { this.solveBody.replaceChildren(el("p", { class: "muted" }, t("analysis-solve-over"))); return; }
    if (this.solveJob) await this.solveJob.cancel();
    const seconds = Number(this.solveSeconds.value);
    const started = Date.now();
    const progress = el("progress", { max: 100, value: 0, "data-testid": "solve-progress" });
    const line = el("p", { class: "muted", "data-testid": "solve-status" }, t("analysis-solve-starting"));
    this.solveBody.replaceChildren(progress, line);
    this.solveButton.disabled = true;
    this.solveStop.hidden = false;
    const job = new Job({ kind: "solve", ...this.bodyOf(node), seconds }, {
      onUpdate: (view) => {
        if (this.solveJob !== job) return;
        const sv = view.solve;
        progress.value = Math.min(100, (100 * (view.elapsed_ms || Date.now() - started)) / (seconds * 1000));
        if (sv && view.state === "running") {
          line.textContent = t("analysis-solve-searching", { nodes: count(sv.nodes), elapsed: fixed((sv.elapsed_ms || 0) / 1000, 1), seconds, lower: signed(sv.lower), upper: signed(sv.upper) });
        }
      },
      onEnd: (view) => {
        if (this.solveJob !== job) return;
        this.solveButton.disabled = false;
        this.solveStop.hidden = true;
        node.solve = view.solve ? { ...view.solve, state: view.state, error: view.error } : { state: view.state, error: view.error };
        if (this.current === node) { this.renderSolve(); this.draw(); }
      },
      onError: (e) => {
        if (this.solveJob !== job) return;
        this.solveButton.disabled = false;
        this.solveStop.hidden = true;
        this.solveBody.replaceChildren(el("p", { class: "error", "data-testid": "solve-error" }, jobError(e)));
      },
    });
    this.solveJob = job;
    await job.start();
  }

  renderSolve() {
    const node = this.current;
    if (this.solveJob && !this.solveJob.ended && !this.solveJob.cancelled) return; // its progress shows
    this.solveButton.disabled = !!(node.view && node.view.result);
    const sv = node.solve;
    if (!sv) {
      this.solveBody.replaceChildren(el("p", { class: "hint" }, t("analysis-solve-hint")));
      return;
    }
    const s = node.view.state;
    const mover = s.to_move;
    const rows = [];
    if (sv.error && !sv.proved) rows.push(el("p", { class: "error" }, sv.error));
    if (sv.proved) {
      const v = sv.value;
      const margin = sv.result === "draw" || s.game === "sadeqa-ii" ? "none" : Math.abs(v);
      rows.push(el("p", { class: "solve-value", "data-testid": "solve-value", "data-value": v }, el("strong", {}, t("analysis-solve-proved", { result: sv.result, side: mover, margin })),
        t("analysis-solve-proved-detail", { value: signed(v), side: mover, nodes: count(sv.nodes), seconds: fixed(sv.elapsed_ms / 1000, 2) })));
    } else if (sv.lower !== undefined && sv.lower !== null) {
      rows.push(el("p", { "data-testid": "solve-value" }, t("analysis-solve-open", { stopped: String(sv.state === "stopped"), side: mover, lower: signed(sv.lower), upper: signed(sv.upper) })));
    } else {
      rows.push(el("p", { "data-testid": "solve-value" }, t("analysis-solve-unproved", { stopped: String(sv.state === "stopped") })));
    }
    if (sv.pv && sv.pv.length) {
      rows.push(el("p", { class: "pv-line", "data-testid": "solve-pv" }, el("span", { class: "muted" }, t("analysis-optimal-line")),
        ...sv.pv.map((m, i) => el("button", { type: "button", class: "pv-move", onclick: () => this.playLine(sv.pv.slice(0, i + 1)) }, m)),
        " ", el("button", { type: "button", class: "secondary small", "data-testid": "play-pv", onclick: () => this.playLine(sv.pv) }, t("analysis-play-it"))));
    }
    if (sv.moves && sv.moves.length) {
      const sorted = sv.moves.slice().sort((a, b) => (b.value ?? b.lower ?? -1e9) - (a.value ?? a.lower ?? -1e9));
      rows.push(el("table", { class: "list solve-moves", "data-testid": "solve-moves" },
        el("thead", {}, el("tr", {}, el("th", {}, t("analysis-solve-move")), el("th", {}, t("analysis-solve-outcome-for", { side: mover })), el("th", {}, t("analysis-solve-margin")))),
        el("tbody", {}, sorted.map((m) => el("tr", { class: m.result || "unknown", "data-move": m.move, "data-value": m.value ?? "" },
          el("td", {}, el("button", { type: "button", class: "pv-move", onclick: () => this.play(m.move) }, m.move)),
          el("td", { class: "outcome" }, t("analysis-outcome", { result: m.result || "none" })),
          el("td", {}, m.value !== null && m.value !== undefined ? (s.game === "sadeqa-ii" ? "" : signed(m.value)) : `${signed(m.lower)} … ${signed(m.upper)}`))))));
    }
    this.solveBody.replaceChildren(...rows);
  }

  // ----- the position editor -----

  startEditing() {
    const s = this.current ? this.current.view.state : startState("en-dodoi", 6, 4);
    this.stopEngine();
    this.editing = true;
    this.edit = JSON.parse(JSON.stringify(s));
    this.edit.result = null;
    this.selected = null;
    this.holeErrors = new Map();
    this.enginePanel.hidden = true;
    this.share.hidden = true;
    this.solvePanel.hidden = true;
    this.treePanel.hidden = true;
    this.navBar.hidden = true;
    this.bar.element.hidden = true;
    this.editorPanel.hidden = false;
    this.buildEditor();
    this.drawEditor();
    this.status.textContent = t("analysis-editing");
    this.statusBar.className = "status-bar review";
  }

  stopEditing(redraw = true) {
    this.editing = false;
    this.editorPanel.hidden = true;
    this.enginePanel.hidden = false;
    this.share.hidden = false;
    this.solvePanel.hidden = false;
    this.treePanel.hidden = false;
    this.navBar.hidden = false;
    this.bar.element.hidden = false;
    if (redraw && this.current) this.show(false);
  }

  buildEditor() {
    const e = this.edit;
    const catalog = getCatalog();
    const gameSel = el("select", { "data-testid": "edit-game", onchange: () => { const info = gameInfo(gameSel.value); this.edit = startState(info.game, info.holes, info.seeds); this.selected = null; this.buildEditor(); this.drawEditor(); } },
      catalog.games.map((g) => el("option", { value: g.game, selected: g.game === e.game }, g.title)));
    const holes = el("input", { type: "number", min: catalog.holes.min, max: catalog.holes.max, value: e.holes, "data-testid": "edit-holes" });
    const seeds = el("input", { type: "number", min: catalog.seeds.min, max: catalog.seeds.max, value: e.seeds, "data-testid": "edit-seeds" });
    const resize = () => {
      const h = Number(holes.value), sd = Number(seeds.value);
      if (!Number.isInteger(h) || h < catalog.holes.min || h > catalog.holes.max || !Number.isInteger(sd) || sd < catalog.seeds.min || sd > catalog.seeds.max) {
        this.editMsg.textContent = t("analysis-edit-size", { minHoles: catalog.holes.min, maxHoles: catalog.holes.max, minSeeds: catalog.seeds.min, maxSeeds: catalog.seeds.max });
        return;
      }
      this.edit = startState(e.game, h, sd, e.options);
      this.selected = null;
      this.buildEditor(); this.drawEditor();
    };
    holes.addEventListener("change", resize);
    seeds.addEventListener("change", resize);
    const toMove = el("select", { "data-testid": "edit-to-move", onchange: () => { this.edit.to_move = toMove.value; this.drawEditor(); } },
      ["south", "north"].map((sd) => el("option", { value: sd, selected: sd === e.to_move }, sideName(sd))));
    const cap = (i) => el("input", { type: "number", min: 0, value: e.captured[i], "data-testid": "edit-captured-" + (i ? "north" : "south"),
      oninput: (ev) => { this.edit.captured[i] = ev.target.value === "" ? NaN : Number(ev.target.value); this.drawEditor(); } });
    const opts = el("div", {}, gameInfo(e.game).options.map((o) => {
      const v = e.options[o.name];
      const name = t("analysis-option", { name: o.name });
      if (typeof v === "boolean") return el("label", { class: "option" }, el("input", { type: "checkbox", checked: v, onchange: (ev) => { this.edit.options[o.name] = ev.target.checked; } }), " ", name);
      if (o.name === "repetition") return el("label", { class: "option" }, name, " ", el("select", { onchange: (ev) => { this.edit.options[o.name] = ev.target.value; } }, ["own-row", "draw"].map((x) => el("option", { value: x, selected: x === v }, t("analysis-repetition", { value: x })))));
      return el("label", { class: "option" }, name, " ", el("input", { type: "number", min: 1, value: v, onchange: (ev) => { this.edit.options[o.name] = Number(ev.target.value); } }));
    }));
    const opening = e.game === "sadeqa-ii" ? el("div", { class: "row" }, t("analysis-opening-made"),
      ["south", "north"].map((sd, i) => el("label", { class: "inline" }, el("input", { type: "checkbox", checked: (e.opening_done || [false, false])[i],
        onchange: (ev) => { this.edit.opening_done = this.edit.opening_done || [false, false]; this.edit.opening_done[i] = ev.target.checked; } }), " ", sideName(sd)))) : null;
    this.holeBox = el("div", { class: "hole-editor", "data-testid": "hole-editor" });
    this.totalLine = el("p", { class: "total", "data-testid": "edit-total" });
    this.editMsg = el("p", { class: "error", role: "alert", "data-testid": "edit-message" });
    const btn = (text, testid, fn, cls = "secondary") => el("button", { type: "button", class: cls, "data-testid": testid, onclick: fn }, text);
    this.editorPanel.replaceChildren(...[
      el("h2", {}, t("analysis-edit-heading")),
      el("p", { class: "hint" }, t("analysis-edit-hint")),
      this.holeBox,
      el("div", { class: "row" },
        btn(t("analysis-edit-start"), "edit-start", () => { this.edit = startState(this.edit.game, this.edit.holes, this.edit.seeds, this.edit.options); this.buildEditor(); this.drawEditor(); }),
        btn(t("analysis-edit-clear"), "edit-clear", () => { this.edit.board = this.edit.board.map(() => 0); this.holeErrors.clear(); this.buildEditor(); this.drawEditor(); }),
        btn(t("analysis-edit-balance"), "edit-balance", () => this.balance())),
      this.totalLine,
      el("div", { class: "edit-grid" },
        el("label", {}, t("home-game"), " ", gameSel), el("label", {}, t("home-holes"), " ", holes), el("label", {}, t("analysis-edit-seeds"), " ", seeds),
        el("label", {}, t("analysis-edit-to-move"), " ", toMove), el("label", {}, t("analysis-edit-captured", { side: "south" }), " ", cap(0)), el("label", {}, t("analysis-edit-captured", { side: "north" }), " ", cap(1))),
      opening,
      el("details", {}, el("summary", {}, t("home-rule-options")), opts),
      this.editMsg,
      el("div", { class: "row" },
        btn(t("analysis-edit-done"), "edit-done", () => this.finishEditing(), ""),
        btn(t("cancel"), "edit-cancel", () => this.stopEditing()))].filter(Boolean));
  }

  select(index) {
    this.selected = index;
    this.drawEditor();
    const input = this.holeBox.querySelector("input");
    if (input && !matchMedia("(pointer: coarse)").matches) input.focus();
  }

  editStep(d) {
    if (this.selected === null) return;
    const v = this.edit.board[this.selected] + d;
    this.setHole(this.selected, v);
  }

  setHole(index, v) {
    // Redrawing replaces the focused count box, whose blur sends its change again while the
    // box is being replaced: that second call, with the value just set, is let go.
    if (this.settingHole) return;
    this.settingHole = true;
    try {
      if (!Number.isFinite(v) || !Number.isInteger(v)) { this.holeErrors.set(index, t("analysis-hole-not-whole")); }
      else if (v < 0) { this.holeErrors.set(index, t("analysis-hole-negative", { count: v })); }
      else if (v > MAX_SEEDS) { this.holeErrors.set(index, t("analysis-hole-too-many", { count: v, max: MAX_SEEDS })); }
      else { this.holeErrors.delete(index); this.edit.board[index] = v; }
      this.drawEditor();
    } finally {
      this.settingHole = false;
    }
  }

  balance() {
    const e = this.edit;
    const want = 2 * e.holes * e.seeds;
    const onBoard = e.board.reduce((a, b) => a + b, 0);
    const rest = want - onBoard;
    if (rest < 0) { this.editMsg.textContent = t("analysis-board-over", { onBoard, over: -rest, total: want }); return; }
    e.captured = [Math.ceil(rest / 2), Math.floor(rest / 2)];
    this.buildEditor(); this.drawEditor();
  }

  holeName(index, id = "analysis-hole") {
    const n = this.edit.holes;
    return index < n ? t(id, { side: "south", hole: index + 1 }) : t(id, { side: "north", hole: index - n + 1 });
  }

  drawEditor() {
    const e = this.edit;
    const badges = new Map();
    for (const [i] of this.holeErrors) badges.set(i, { text: "!", kind: "loss", testid: "hole-error-badge", title: this.holeErrors.get(i) });
    this.board.render({ holes: e.holes, board: e.board, bottom: this.bottom, legal: new Map(), editing: true, selected: this.selected, badges });
    this.strip(this.topStrip, other(this.bottom), { ...e, captured: e.captured.map((x) => (Number.isFinite(x) ? x : "?")) });
    this.strip(this.bottomStrip, this.bottom, { ...e, captured: e.captured.map((x) => (Number.isFinite(x) ? x : "?")) });
    for (const strip of [this.topStrip, this.bottomStrip]) { const who = strip.querySelector(".who"); if (who) who.textContent = ""; }
    const side = e.to_move === "south" ? this.bottom === "south" ? this.bottomStrip : this.topStrip : this.bottom === "north" ? this.bottomStrip : this.topStrip;
    side.classList.add("to-move");
    side.querySelector(".who").textContent = t("analysis-to-move");
    // The selected hole's control, with its message.
    const i = this.selected;
    if (i === null) {
      this.holeBox.replaceChildren(el("p", { class: "muted" }, t("analysis-no-hole")));
    } else {
      const err = this.holeErrors.get(i);
      const input = el("input", { type: "number", min: 0, max: MAX_SEEDS, value: err ? "" : e.board[i], "data-testid": "hole-count", "aria-label": this.holeName(i, "analysis-hole-seeds"),
        onchange: (ev) => this.setHole(i, ev.target.value === "" ? NaN : Number(ev.target.value)),
        onkeydown: (ev) => { if (ev.key === "Enter") { ev.preventDefault(); this.setHole(i, Number(ev.target.value)); } } });
      this.holeBox.replaceChildren(...[
        el("strong", {}, this.holeName(i)),
        el("button", { type: "button", class: "secondary step", "data-testid": "hole-minus", "aria-label": t("analysis-seed-less"), onclick: () => this.editStep(-1) }, "−"),
        input,
        el("button", { type: "button", class: "secondary step", "data-testid": "hole-plus", "aria-label": t("analysis-seed-more"), onclick: () => this.editStep(1) }, "+"),
        el("button", { type: "button", class: "secondary small", onclick: () => this.setHole(i, 0) }, t("analysis-hole-empty")),
        err ? el("p", { class: "error hole-error", role: "alert", "data-testid": "hole-error" }, t("analysis-hole-error", { hole: this.holeName(i), error: err })) : null].filter(Boolean));
    }
    const want = 2 * e.holes * e.seeds;
    const onBoard = e.board.reduce((a, b) => a + b, 0);
    const caps = e.captured.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
    const diff = want - onBoard - caps;
    this.totalLine.textContent = t("analysis-total", { onBoard, captured: caps, sum: onBoard + caps, total: want,
      state: diff === 0 ? "complete" : diff > 0 ? "missing" : "over", count: Math.abs(diff) });
    this.totalLine.className = "total" + (diff === 0 ? " ok" : " off");
  }

  // Marks the hole an error message names ("hole 7 (north 1): …"), in the editor.
  markEditorError(text) {
    if (!this.editing) return;
    const m = /(south|north)\s+(?:hole\s+)?(\d+)/i.exec(text);
    if (m) {
      const k = Number(m[2]) - 1;
      const idx = (m[1].toLowerCase() === "south" ? 0 : this.edit.holes) + k;
      if (idx >= 0 && idx < 2 * this.edit.holes) { this.holeErrors.set(idx, text); this.selected = idx; this.drawEditor(); }
    }
    this.editMsg.textContent = text;
  }

  async finishEditing() {
    const e = this.edit;
    this.editMsg.textContent = "";
    if (this.holeErrors.size) {
      const [i, err] = [...this.holeErrors][0];
      this.selected = i; this.drawEditor();
      this.editMsg.textContent = t("analysis-hole-error", { hole: this.holeName(i), error: err });
      return;
    }
    if (!e.captured.every((x) => Number.isInteger(x) && x >= 0)) { this.editMsg.textContent = t("analysis-captured-whole"); return; }
    const want = 2 * e.holes * e.seeds;
    const total = e.board.reduce((a, b) => a + b, 0) + e.captured[0] + e.captured[1];
    if (total !== want) { this.editMsg.textContent = t("analysis-total-wrong", { sum: total, total: want, holes: e.holes, seeds: e.seeds }); return; }
    const position = { ...e, ply: 0, result: null };
    await this.load({ position }, [], this.editMsg);
  }
}
