// The game view (/?game=ID): the board with the players above and below it, the status,
// the controls, the move list and the result beside it on a desktop (below it on a
// phone), the sowing animation, review (stepping through the moves, lap by lap too),
// rematch, and the team panel of a team game. A game played on this device alone
// (/?local=ID, see local.js) shows in the same view, its views and requests going to a
// LocalSource instead of the server.

import { el, api, store, seatKey, playerName, sideName, other, sleep, followSocket, gameInfo, gameTitle, copyBox, reducedMotion } from "./dom.js";
import { Board } from "./board.js";
import { describeResult, personalHeadline, finalPoints } from "./result.js";
import { replayGame, endHole } from "./rules.js";
import { analysisUrl } from "./analysis.js";
import { LocalSource, loadLocalGame } from "./local.js";
import { t, withLang } from "./i18n.js";

const SPEEDS = { slow: 320, normal: 110, fast: 35, instant: 0 };

export function showGame(app, id, note) {
  const seat = store.get(seatKey(id)) || null;
  const view = new GameView(app, id, seat, note);
  view.open();
  return view;
}

/** Shows the local game `id` (kept on this device), or says plainly that there is none. */
export async function showLocalGame(app, id) {
  const record = await loadLocalGame(id);
  if (!record) {
    document.title = t("no-game-title");
    app.replaceChildren(el("div", { class: "panel", "data-testid": "no-game" },
      el("h1", {}, t("no-game-heading")),
      el("p", {}, t("local-no-game-text")),
      el("p", { class: "row" }, el("a", { class: "button", href: withLang("/") }, t("no-game-start")))));
    return null;
  }
  const side = record.south === "human" ? "south" : "north";
  const view = new GameView(app, id, { seat: side, token: null }, "", new LocalSource(id));
  view.open();
  return view;
}

// `text` with each score such as "171–149" in a span that does not break across lines.
function unbrokenScores(text) {
  return text.split(/(\d+–\d+)/).map((part, i) => (i % 2 ? el("span", { class: "score-pair" }, part) : part));
}

export class GameView {
  constructor(app, id, seat, note, source) {
    this.app = app;
    this.id = id;
    this.source = source || null; // a LocalSource for a game on this device; null: the server's
    this.seat = seat; // {token, seat, invite, member} or null for a spectator
    this.me = seat ? seat.member : null; // member number in a team game
    this.team = null; // the own team's view in a team game
    this.note = note || "";
    this.data = null; // last view from the server
    this.shownBoard = null; // the board drawn (differs from data during an animation)
    this.shownCaptured = null;
    this.lastMarks = null; // { from, end, captured } of the last move shown
    this.freshCapture = false; // the captures of the last move flash once
    this.queue = [];
    this.animating = false;
    this.skip = false;
    this.pending = null; // Giuthi: hole waiting for a direction
    this.busy = false;
    this.stale = false; // a request was answered but its update has not come yet
    this.received = 0; // views received so far
    this.resignArmed = false;
    this.review = null; // the ply shown while stepping through the game, or null for the game as it stands
    this.plies = null; // the replayed plies (review), computed when first needed
    this.pliesFor = -1; // how many moves `plies` covers
    this.speed = store.get("speed") || "normal";
    this.board = new Board({ onChoose: (index, label, moves) => this.choose(index, label, moves) });
    this.build();
  }

  get mySide() { return this.seat ? this.seat.seat : null; }

  build() {
    this.title = el("h1", {});
    this.statusLine = el("p", { class: "status", "data-testid": "status" });
    // What a screen reader hears: each ply summed up, then the status (one polite voice,
    // so that the status line and the summary are not read over each other).
    this.announcer = el("p", { class: "visually-hidden", role: "status", "aria-live": "polite", "aria-atomic": "true", "data-testid": "announcer" });
    this.announced = "";
    this.plySummary = "";
    this.clock = el("span", { class: "clock", hidden: true, "data-testid": "clock" });
    this.statusBar = el("div", { class: "status-bar" }, this.statusLine, this.clock, this.announcer);
    this.players = el("div", { class: "players panel", "data-testid": "players" });
    this.topStrip = el("div", { class: "strip", "data-testid": "strip-top" });
    this.bottomStrip = el("div", { class: "strip", "data-testid": "strip-bottom" });
    this.direction = el("div", { class: "direction", hidden: true, "data-testid": "direction" });
    this.message = el("p", { class: "error", role: "alert", "data-testid": "message" }, this.note);
    const speed = el("select", { "data-testid": "speed", onchange: (e) => { this.speed = e.target.value; store.set("speed", this.speed); } },
      Object.keys(SPEEDS).map((k) => el("option", { value: k, selected: k === this.speed }, t("game-speed", { speed: k }))));
    this.skipButton = el("button", { type: "button", class: "secondary", hidden: true, "data-testid": "skip", onclick: () => { this.skip = true; } }, t("game-skip"));
    this.passButton = el("button", { type: "button", hidden: true, "data-testid": "pass", onclick: () => this.play("pass") }, t("game-pass"));
    this.undoButton = el("button", { type: "button", class: "secondary", hidden: true, "data-testid": "undo", onclick: () => this.undo() }, t("game-undo"));
    this.resignButton = el("button", { type: "button", class: "danger", hidden: true, "data-testid": "resign", onclick: () => this.resign() }, t("game-resign"));
    // The direction's question sits in the bar that stays on screen; Skip comes last, so
    // that showing it moves no other button under the pointer.
    this.controls = el("div", { class: "controls" },
      this.direction, el("label", {}, t("game-animation"), " ", speed), this.passButton, this.undoButton, this.resignButton, this.skipButton);
    this.summary = el("div", { class: "panel summary", hidden: true, "data-testid": "summary" });
    this.invite = el("div", { "data-testid": "invite" });
    // Review: stepping through the moves.
    this.reviewInfo = el("span", { class: "review-info", "data-testid": "review-info" });
    const step = (label, testid, title, fn) => el("button", { type: "button", class: "secondary step", "data-testid": testid, title, "aria-label": title, onclick: fn }, label);
    this.lapsButton = el("button", { type: "button", class: "secondary", "data-testid": "review-laps", onclick: () => this.replayLaps() }, t("game-show-sowing"));
    this.liveButton = el("button", { type: "button", "data-testid": "review-live", hidden: true, onclick: () => this.goLive() }, t("game-back-live"));
    this.analyseButton = el("button", { type: "button", class: "secondary", "data-testid": "analyse-here", onclick: () => this.analyseHere() }, t("game-analyse-here"));
    this.reviewBar = el("div", { class: "review", "data-testid": "review", hidden: true },
      step("|◀", "review-first", t("step-first"), () => this.stepTo(0)),
      step("◀", "review-back", t("step-back"), () => this.stepBy(-1)),
      step("▶", "review-next", t("step-next"), () => this.stepBy(1)),
      step("▶|", "review-last", t("step-last"), () => this.stepTo(Infinity)),
      this.reviewInfo, this.lapsButton, this.liveButton, this.analyseButton);
    // The team panel: its lists are redrawn on every update; the chat form stays put so
    // that a message being typed is never lost.
    this.teamBody = el("div", {});
    this.chatLog = el("div", { class: "chat", "data-testid": "chat" });
    this.chatInput = el("input", { maxlength: 500, placeholder: t("team-chat-placeholder"), "data-testid": "chat-input" });
    const chatForm = el("form", { class: "row", onsubmit: async (ev) => {
      ev.preventDefault();
      const text = this.chatInput.value.trim();
      if (!text) return;
      if (await this.teamCall("chat", { text })) this.chatInput.value = "";
    } }, this.chatInput, el("button", { type: "submit", "data-testid": "chat-send" }, t("team-chat-send")));
    this.teamPanel = el("div", { class: "panel team", hidden: true, "data-testid": "team" },
      this.teamBody, el("h3", {}, t("team-chat")), this.chatLog, chatForm);
    this.clockTimer = setInterval(() => this.tickClock(), 500);
    this.moveList = el("ol", { class: "moves", "data-testid": "moves" });
    this.noMoves = el("p", { class: "muted" }, t("game-no-move"));
    this.rulesLink = el("a", { href: "/rules" }, t("nav-rules"));
    this.seriesNote = el("p", { class: "muted", hidden: true });
    this.download = this.source ? el("p", { class: "row" },
      el("button", { type: "button", class: "secondary", "data-testid": "download", onclick: () => this.saveRecord(false) }, t("game-download")),
      el("button", { type: "button", class: "secondary", onclick: () => this.saveRecord(true) }, t("game-download-json"))) : el("p", { class: "row" },
      el("a", { class: "button secondary", href: `/api/games/${encodeURIComponent(this.id)}/record`, download: `mancala-${this.id}.txt`, "data-testid": "download" }, t("game-download")),
      el("a", { href: `/api/games/${encodeURIComponent(this.id)}/record?format=json`, download: `mancala-${this.id}.json` }, t("game-download-json")));
    const sharing = this.source
      ? el("p", { class: "muted", "data-testid": "local-note" }, t("game-local-note"))
      : copyBox(t("game-spectator-link"), location.origin + "/?game=" + encodeURIComponent(this.id), "watch-link");
    this.root = el("div", { class: "game" },
      el("div", { class: "game-main" },
        el("div", { class: "game-head" }, this.title, el("span", {}, this.rulesLink, " · ", el("a", { href: "/" }, t("home-heading")))),
        this.seriesNote, this.invite, this.statusBar, this.message,
        this.topStrip, this.board.element, this.bottomStrip, this.controls, this.reviewBar, this.teamPanel),
      el("aside", { class: "game-side" },
        this.summary,
        el("div", { class: "panel moves-panel" }, el("h2", {}, t("game-moves")), this.moveList, this.noMoves),
        this.players,
        el("div", { class: "panel" }, this.download, sharing)));
    this.app.replaceChildren(this.root);
    const onResize = () => {
      if (!this.alive()) { window.removeEventListener("resize", onResize); return; }
      if (this.data && !this.animating) this.drawBoard();
    };
    window.addEventListener("resize", onResize);
    const onKey = (e) => {
      if (!this.alive()) { document.removeEventListener("keydown", onKey); return; }
      if (!this.data || e.target.closest("input, textarea, select")) return;
      if (e.key === "ArrowLeft") { e.preventDefault(); this.stepBy(-1); }
      else if (e.key === "ArrowRight") { e.preventDefault(); this.stepBy(1); }
      else if (e.key === "Home") { e.preventDefault(); this.stepTo(0); }
      else if (e.key === "End") { e.preventDefault(); this.stepTo(Infinity); }
    };
    document.addEventListener("keydown", onKey);
  }

  alive() { return document.body.contains(this.root); }

  open() {
    if (this.source) {
      this.source.open(this).catch((e) => { this.message.textContent = e.message; });
      return;
    }
    followSocket(this, `/api/games/${encodeURIComponent(this.id)}`, {
      onOpen: () => { this.teamAsked = false; },
      onError: (e) => {
        if (e.status !== 404) { this.message.textContent = e.message; return; }
        // Nothing to show and nothing to wait for: say so plainly.
        document.title = t("no-game-title");
        this.root.replaceChildren(el("div", { class: "panel", "data-testid": "no-game" },
          el("h1", {}, t("no-game-heading")),
          el("p", {}, t("no-game-text")),
          el("p", { class: "row" }, el("a", { class: "button", href: "/" }, t("no-game-start")), el("a", { class: "button secondary", href: "/lobby" }, t("no-game-lobby")))));
      },
      alive: () => this.alive(),
    });
  }

  // A view from the server: animate the step from what is shown, or jump to it.
  receive(view) {
    if (view.team) { this.receiveTeam(view); return; }
    if (view.error) return;
    if (view.teams && this.seat && !this.teamAsked && this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.teamAsked = true;
      this.ws.send(JSON.stringify({ token: this.seat.token }));
    }
    this.stale = false;
    this.received += 1;
    this.queue.push(view);
    if (!this.draining) this.drain();
  }

  async drain() {
    this.draining = true;
    while (this.queue.length) {
      const view = this.queue.shift();
      const before = this.data;
      this.data = view;
      const last = view.last;
      const newPly = before && last && last.ply === before.state.ply + 1 && view.state.ply === last.ply;
      const animate = newPly && SPEEDS[this.speed] > 0 && this.queue.length < 3 && this.review === null;
      if (animate) {
        this.animating = true;
        this.renderChrome(true);
        await this.animate(last.board_before, last.captured_before, last.laps);
        this.animating = false;
      }
      this.shownBoard = view.state.board.slice();
      this.shownCaptured = view.state.captured.slice();
      this.lastMarks = this.marksOf(view);
      this.freshCapture = !!newPly;
      if (newPly) this.plySummary = this.summarise(view);
      this.renderChrome(false);
      this.drawBoard();
      this.freshCapture = false;
    }
    this.draining = false;
  }

  // A ply in words for the announcement: who sowed which hole, its laps and captures.
  summarise(view) {
    const last = view.last;
    if (!last) return "";
    if (last.move === "pass") return t("announce-pass", { side: last.side });
    const marks = this.marksOf(view);
    const after = last.laps && last.laps.length ? last.laps[last.laps.length - 1].board : null;
    let captured = 0;
    if (marks && after) for (const i of marks.captured) captured += after[i] - view.state.board[i];
    const laps = last.lap_count || (last.laps ? last.laps.length : 0);
    return t("announce-ply", { side: last.side, move: last.move, laps, captured });
  }

  // The last move's start and end holes and the holes its captures emptied.
  marksOf(view) {
    const last = view.last;
    if (!last || !last.laps || !last.laps.length) return null;
    const from = last.laps[0].from;
    const complete = last.laps.length === last.lap_count;
    const end = complete ? endHole(last.board_before, last.laps) : null;
    const after = last.laps[last.laps.length - 1].board;
    const captured = [];
    if (complete) for (let i = 0; i < after.length; i++) if (view.state.board[i] < after[i]) captured.push(i);
    return { from, end, captured };
  }

  // Shows a sowing seed by seed (lap by lap when long) from `boardBefore`.
  async animate(boardBefore, capturedBefore, laps) {
    this.skip = false;
    this.skipButton.hidden = false;
    const n2 = boardBefore.length;
    const board = boardBefore.slice();
    this.shownCaptured = capturedBefore.slice();
    this.lastMarks = null;
    const total = laps.reduce((sum, lap, i) => sum + (i === 0 ? boardBefore[lap.from] : 1), 0);
    // Long sowings go lap by lap; so does every sowing when the reader asks for less motion
    // (each lap's board in turn, held long enough to be seen).
    const reduced = reducedMotion();
    const perSeed = total <= 240 && !reduced;
    const lapWait = reduced ? Math.max(350, SPEEDS[this.speed] * 3) : Math.max(15, SPEEDS[this.speed] / 2);
    let lapNo = 0;
    const wait = () => sleep(Math.max(SPEEDS[this.speed], 60));
    for (const lap of laps) {
      if (this.skip) break;
      let count = board[lap.from];
      board[lap.from] = 0;
      let pos = lap.from;
      const step = lap.direction === "anticlockwise" ? 1 : n2 - 1;
      this.shownBoard = board;
      this.drawBoard({ [lap.from]: "sowing" });
      if (perSeed) await wait();
      while (count > 0 && !this.skip) {
        pos = (pos + step) % n2;
        board[pos] += 1;
        count -= 1;
        if (perSeed) {
          this.drawBoard({ [lap.from]: "sowing", [pos]: "dropped" });
          await wait();
        }
      }
      for (let i = 0; i < n2; i++) board[i] = lap.board[i];
      lapNo += 1;
      if (!perSeed) {
        this.drawBoard({ [lap.from]: "sowing", [pos]: "dropped" }, `${lapNo}/${laps.length}`);
        await sleep(lapWait);
      }
    }
    if (!this.skip) await wait();
    this.skipButton.hidden = true;
  }

  tickClock() {
    if (!this.alive()) { clearInterval(this.clockTimer); return; }
    const teams = this.data && this.data.teams;
    const deadline = teams && teams.clock && teams.clock.deadline;
    if (!teams || !teams.clock || !teams.clock.seconds || this.data.result) { this.clock.hidden = true; return; }
    this.clock.hidden = false;
    if (!deadline) {
      const waiting = !teams.south.members.some((m) => !m.engine) || !teams.north.members.some((m) => !m.engine);
      this.clock.textContent = t("clock-turn", { seconds: teams.clock.seconds, waiting: String(waiting) });
      return;
    }
    // The deadline includes the server's grace for the last sowing's animation: the turn's
    // own seconds are shown from the full count down.
    const left = Math.max(0, Math.min(teams.clock.seconds, Math.ceil((deadline - Date.now()) / 1000)));
    this.clock.textContent = t("clock-left", { seconds: left, side: this.data.state.to_move });
    this.clock.classList.toggle("low", left <= 10);
  }

  // Whether the opponent (a friend, or the other team) has not joined yet.
  waitingForOpponent() {
    const d = this.data;
    if (!d || !this.mySide || d.result) return false;
    if (d.teams) return d.teams[other(this.mySide)].members.length === 0;
    const them = d.seats[other(this.mySide)];
    return them.player === "human" && !them.taken;
  }

  myTurn() {
    const d = this.data;
    return d && this.mySide && !d.result && d.state.to_move === this.mySide && !this.busy && !this.stale
      && this.review === null && !this.waitingForOpponent();
  }

  // The side that made the last move and whether it was a pass or earned an extra move.
  lastPly() {
    const d = this.data;
    if (!d.moves.length || !d.movers) return null;
    const side = d.movers[d.movers.length - 1];
    const move = d.moves[d.moves.length - 1];
    return { side, move, pass: move === "pass", extra: !d.result && d.state.game === "giuthi" && move !== "pass" && side === d.state.to_move };
  }

  who(side) {
    const d = this.data;
    if (d.teams) {
      const members = d.teams[side].members;
      return members.length ? t("game-team-of", { count: members.length, members: members.map((m) => m.name + (m.id === d.teams[side].sower ? " ★" : "")).join(", ") }) : t("game-team-nobody");
    }
    const seatInfo = d.seats[side];
    if (seatInfo.player === "human") return seatInfo.taken ? t("player-human") : t("game-waiting-to-join");
    return playerName(seatInfo.player);
  }

  strip(node, side) {
    const d = this.data;
    const s = d.state;
    const captured = (this.shownCaptured || s.captured)[side === "south" ? 0 : 1];
    const moving = !d.result && s.to_move === side && this.review === null && !this.waitingForOpponent();
    const engine = d.seats[side].player.startsWith("level:");
    const you = this.mySide === side ? (d.teams ? "team" : "you") : "none";
    const who = this.who(side);
    node.className = "strip" + (moving ? " to-move" : "") + (this.mySide === side ? " mine" : "");
    const mine = this.mySide === side && !d.teams;
    node.replaceChildren(...[
      el("span", { class: "turn-dot", "aria-hidden": "true" }),
      el("strong", {}, sideName(side)),
      el("span", { class: "who" }, mine ? t("game-you") : t("game-who", { who, you })),
      moving && engine && !this.animating ? el("span", { class: "thinking", "data-testid": "thinking" }, t("game-thinking")) : null,
      el("span", { class: "score", "data-testid": "score-" + side }, this.scoreText(side, captured))].filter(Boolean));
  }

  // A side's count as the strip shows it: its captures, and at the end of a game decided on
  // points, what the end added, so the strips add up to the headline's score.
  scoreText(side, captured) {
    const d = this.data;
    const points = this.review === null && !this.animating ? finalPoints(d.result, d.state) : null;
    const mine = points && points[side];
    if (!mine || mine.more === 0) return t("game-captured", { captured });
    return t("game-points", { total: mine.total, captured: mine.captured, more: mine.more, kind: mine.kind });
  }

  // The position after the reviewed ply: its board, captures and the marks of its move
  // (null when the game cannot be stepped through here).
  reviewed() {
    const plies = this.replayed();
    if (!plies) return null;
    if (this.review > plies.length) this.review = plies.length; // moves were taken back
    const ply = this.review > 0 ? plies[this.review - 1] : null;
    return {
      board: ply ? ply.after.board : plies.length ? plies[0].before.board : this.data.state.board,
      captured: ply ? ply.after.captured : [0, 0],
      last: ply && ply.from !== null ? { from: ply.from, end: ply.end, captured: ply.captured } : null,
    };
  }

  renderChrome(animating) {
    const d = this.data;
    const s = d.state;
    // A reviewed position's captures, before the strips and the panel show them.
    if (this.review !== null && !this.animating) {
      const shown = this.reviewed();
      if (shown) this.shownCaptured = shown.captured;
    }
    const info = gameInfo(s.game);
    const title = t("game-heading", { game: gameTitle(s.game), holes: s.holes });
    this.title.textContent = title;
    document.title = t("game-title", { title });
    this.rulesLink.href = withLang("/rules/" + s.game);
    this.rulesLink.textContent = t("game-rules", { game: info ? info.title : s.game });
    if (d.series && !new URLSearchParams(location.search).get("series")) {
      this.seriesNote.hidden = false;
      this.seriesNote.replaceChildren(t("game-in-series-before"), el("a", { href: "/?series=" + encodeURIComponent(d.series), "data-testid": "series-link" }, t("game-in-series-link")), t("game-in-series-after"));
    }
    const bottom = this.mySide || "south";
    this.strip(this.topStrip, other(bottom));
    this.strip(this.bottomStrip, bottom);
    // Players and scores (the side panel)
    const rows = [];
    for (const side of ["south", "north"]) {
      const you = String(this.mySide === side);
      const captured = (this.shownCaptured || s.captured)[side === "south" ? 0 : 1];
      rows.push(el("div", { class: !d.result && s.to_move === side ? "to-move" : "" }, t("game-player-line", { side, who: this.who(side), you })),
        el("div", { class: "score", "data-testid": "captured-" + side }, t("game-captured-count", { captured })));
    }
    this.players.replaceChildren(el("h2", {}, t("game-players")), el("div", { class: "players-grid" }, rows));
    // Status
    const mine = !animating && this.myTurn();
    const lp = this.lastPly();
    const waiting = this.waitingForOpponent();
    let status;
    let kind = "";
    if (this.review !== null) { status = t("status-reviewing", { position: this.reviewText() }); kind = " review"; }
    else if (d.result) {
      const offer = d.rematch && this.mySide && !store.get(seatKey(d.rematch)) && !d.series ? (d.teams ? "team" : "opponent") : "none";
      status = t("status-over", { headline: personalHeadline(d.result, s, this.mySide, !!d.teams), rematch: offer });
      kind = " over";
    }
    else if (animating) status = t("status-plays", { side: d.last.side, move: d.last.move });
    else if (waiting && d.teams) { status = t("status-waiting-team"); kind = " waiting"; }
    else if (waiting) { status = t("status-waiting-friend"); kind = " waiting"; }
    else {
      // What the last ply was, said before the turn: a pass, or Giuthi's extra move.
      const last = lp && lp.pass ? "pass" : lp && lp.extra ? "extra" : "none";
      const side = lp ? lp.side : "south";
      if (mine && d.teams) status = t("status-note", { last, side, text: this.teamTurnText() });
      else if (mine && d.legal_moves.length === 1 && d.legal_moves[0] === "pass") status = t("status-note", { last, side, text: t("status-must-pass") });
      else if (mine && lp && lp.extra) status = t("status-extra-move");
      else if (mine) status = t("status-note", { last, side, text: t("status-your-turn") });
      else if (this.mySide && d.seats[s.to_move].player.startsWith("level:")) status = t("status-note", { last, side, text: t("status-engine-thinking", { engine: playerName(d.seats[s.to_move].player), side: s.to_move }) });
      else if (this.mySide && d.teams) status = t("status-note", { last, side, text: t("status-team-deciding", { side: s.to_move }) });
      else if (this.mySide) status = t("status-note", { last, side, text: t("status-waiting-move", { side: s.to_move }) });
      else status = t("status-note", { last, side, text: t("status-watching", { side: s.to_move }) });
      if (lp && (lp.pass || lp.extra)) kind = " notice-move";
    }
    this.statusLine.textContent = status;
    if (!animating) {
      this.announce(this.plySummary ? `${this.plySummary} ${status}` : status);
      this.plySummary = "";
    }
    this.statusBar.className = "status-bar" + (mine ? " mine" : "") + kind;
    // Controls
    this.passButton.hidden = !(mine && d.legal_moves.length === 1 && d.legal_moves[0] === "pass");
    const vsEngine = this.mySide && d.seats[other(this.mySide)].player !== "human";
    this.undoButton.hidden = !vsEngine || (d.result && d.result.reason === "resignation") || this.review !== null;
    this.undoButton.disabled = animating || d.moves.length === 0;
    this.resignButton.hidden = !this.mySide || !!d.result || this.review !== null || waiting || (d.teams && d.teams[this.mySide].sower !== this.me);
    if (this.resignButton.hidden) this.disarmResign();
    this.controls.hidden = false;
    // Invitation (at the top while the friend has not come)
    const invite = this.seat && this.seat.invite;
    const inviteText = d.teams
      ? [el("strong", {}, t("invite-team-strong")), t("invite-team-rest")]
      : [el("strong", {}, t("invite-friend-strong")), t("invite-friend-rest")];
    this.invite.replaceChildren(...(invite && waiting ? [el("div", { class: "panel notice invite" },
      el("p", {}, ...inviteText), copyBox(t("invitation-label"), location.origin + invite, "invite-link"))] : []));
    // Move list
    this.renderMoves();
    // Summary
    if (d.result && !animating) {
      const { detail } = describeResult(d.result, s);
      this.summary.hidden = false;
      this.summary.replaceChildren(el("h2", {}, t("game-over")),
        el("p", { class: "headline", "data-testid": "result-headline" }, ...unbrokenScores(t("game-over-headline", { headline: personalHeadline(d.result, s, this.mySide, !!d.teams) }))),
        el("p", { "data-testid": "result-detail" }, detail),
        el("p", { class: "muted" }, t("game-over-plies", { count: d.moves.length })),
        el("div", { class: "row" },
          el("a", { class: "button", href: "/review?game=" + encodeURIComponent(this.id), "data-testid": "review-game" }, t("game-review")),
          ...this.rematchControls(),
          el("a", { class: "button secondary", href: "/?new=" + s.game }, t("home-heading"))));
    } else {
      this.summary.hidden = true;
    }
    this.renderReviewBar();
    if (!mine) this.clearDirection();
    if (d.teams) this.renderTeam();
    this.tickClock();
  }

  // Brings the board into view when it is off the screen (on a phone the move list is
  // below it): a tap on a move must show that move's position.
  showBoard() {
    const box = this.board.element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      this.board.element.scrollIntoView({ block: "center", behavior: "instant" });
    }
  }

  renderMoves() {
    const d = this.data;
    const s = d.state;
    const current = this.review === null ? d.moves.length : this.review;
    const items = d.moves.map((m, i) => el("li", { class: i === current - 1 ? "last" : "" },
      el("button", { type: "button", class: "move", "data-ply": i + 1, onclick: () => { this.stepTo(i + 1); this.showBoard(); } },
        d.movers && d.movers[i] ? t("game-move", { side: d.movers[i], move: m }) : m)));
    this.moveList.replaceChildren(...items);
    this.noMoves.hidden = items.length > 0;
    this.moveList.start = (s.ply - d.moves.length) + 1;
    const shown = this.moveList.querySelector("li.last");
    if (shown && this.review !== null) {
      // Scroll the list itself, not the page (the page keeps the board in view).
      const list = this.moveList.getBoundingClientRect();
      const item = shown.getBoundingClientRect();
      if (item.top < list.top || item.bottom > list.bottom) this.moveList.scrollTop += item.top - list.top - this.moveList.clientHeight / 2;
    }
    else if (shown) this.moveList.scrollTop = this.moveList.scrollHeight;
  }

  renderReviewBar() {
    const d = this.data;
    const any = d.moves.length > 0;
    this.reviewBar.hidden = !any;
    if (!any) return;
    const at = this.review === null ? d.moves.length : this.review;
    this.reviewInfo.textContent = t("game-ply-of", { ply: at, plies: d.moves.length });
    this.liveButton.hidden = this.review === null || !!d.result;
    // The analysis board only once the game is over (no help from the engine during play).
    this.analyseButton.hidden = !d.result;
    this.lapsButton.disabled = this.animating || at === 0;
    for (const b of this.reviewBar.querySelectorAll("button.step")) b.disabled = this.animating;
  }

  reviewText() {
    const d = this.data;
    if (this.review === 0) return t("review-start-position");
    const i = this.review - 1;
    return t("review-ply", { ply: this.review, plies: d.moves.length, side: d.movers[i], move: d.moves[i] });
  }

  // The replayed plies for review; null when the page cannot replay this game.
  replayed() {
    const d = this.data;
    if (this.pliesFor !== d.moves.length) {
      this.plies = d.state.ply === d.moves.length ? replayGame(d.state, d.moves) : null;
      this.pliesFor = d.moves.length;
    }
    return this.plies;
  }

  stepBy(delta) {
    if (!this.data) return;
    const at = this.review === null ? this.data.moves.length : this.review;
    this.stepTo(at + delta);
  }

  stepTo(ply) {
    const d = this.data;
    if (!d || this.animating) return;
    const n = d.moves.length;
    const target = Math.max(0, Math.min(n, ply));
    if (target === n) {
      // The position as it stands: the live view.
      if (this.review !== null) this.goLive();
      return;
    }
    if (!this.replayed()) { this.message.textContent = t("game-no-replay-start"); return; }
    this.review = target;
    this.clearDirection();
    this.renderChrome(false);
    this.drawBoard();
  }

  // Opens the analysis board on the shown position, with the game's history (its record).
  async analyseHere() {
    const d = this.data;
    if (!d) return;
    const ply = this.review === null ? d.moves.length : this.review;
    try {
      const res = await fetch(`/api/games/${encodeURIComponent(this.id)}/record`);
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      location.href = withLang(analysisUrl({ record: await res.text(), ply }));
    } catch (e) {
      this.message.textContent = t("game-analysis-failed", { error: e.message });
    }
  }

  goLive() {
    this.review = null;
    if (!this.data) return;
    this.shownBoard = this.data.state.board.slice();
    this.shownCaptured = this.data.state.captured.slice();
    this.renderChrome(false);
    this.drawBoard();
  }

  // Shows the sowing of the ply on screen again, lap by lap.
  async replayLaps() {
    const d = this.data;
    if (!d || this.animating) return;
    const at = this.review === null ? d.moves.length : this.review;
    if (at === 0) return;
    const plies = this.replayed();
    if (!plies) { this.message.textContent = t("game-no-replay"); return; }
    if (this.review === null) this.review = at;
    const ply = plies[at - 1];
    this.animating = true;
    this.renderReviewBar();
    await this.animate(ply.before.board, ply.before.captured, ply.laps);
    this.animating = false;
    this.renderChrome(false);
    this.drawBoard();
  }

  // What the board shows: the live position, or the position after the reviewed ply.
  drawBoard(marks, lap) {
    const d = this.data;
    const s = d.state;
    const bottom = this.mySide || "south";
    const base = bottom === "south" ? 0 : s.holes;
    let board = this.shownBoard || s.board;
    let last = this.lastMarks;
    let fresh = this.freshCapture;
    if (this.review !== null && !this.animating) {
      const shown = this.reviewed();
      if (!shown) { this.review = null; return this.drawBoard(marks); }
      board = shown.board;
      this.shownCaptured = shown.captured;
      last = shown.last;
      fresh = false;
    }
    if (this.animating) last = null;
    const legal = new Map();
    if (!this.animating && this.myTurn()) {
      for (const m of d.legal_moves) {
        const k = parseInt(m, 10);
        if (Number.isNaN(k)) continue;
        const idx = base + k - 1;
        if (!legal.has(idx)) legal.set(idx, []);
        legal.get(idx).push(m);
      }
    }
    // In a team game, the team's proposals are marked on its own board.
    const badges = new Map();
    if (d.teams && this.team && !d.result && s.to_move === this.mySide && this.review === null) {
      const byHole = new Map();
      for (const p of this.team.proposals) {
        const k = parseInt(p.move, 10);
        if (Number.isNaN(k)) continue;
        const idx = base + k - 1;
        if (!byHole.has(idx)) byHole.set(idx, []);
        byHole.get(idx).push(p);
      }
      for (const [idx, ps] of byHole) {
        badges.set(idx, { text: String(ps.reduce((n, p) => n + p.agreed.length, 0)),
          title: t("team-badge", { proposals: ps.map((p) => `${p.move}: ${p.agreed.length}`).join(" ") }) });
      }
    }
    const selected = this.pending === null ? undefined : this.pending;
    this.board.render({ holes: s.holes, board, bottom, legal, marks, last, fresh, badges, selected, lap });
    this.board.element.classList.toggle("reviewing", this.review !== null);
  }

  choose(index, label, moves) {
    if (moves.length === 1) { this.clearDirection(); return this.play(moves[0]); }
    // Giuthi: the first lap's direction.
    this.pending = index;
    const right = moves.find((m) => m.endsWith("R"));
    const left = moves.find((m) => m.endsWith("L"));
    this.direction.hidden = false;
    this.direction.replaceChildren(el("span", {}, t("direction-question", { hole: label })),
      left ? el("button", { type: "button", "data-testid": "dir-left", onclick: () => { this.clearDirection(); this.backToBoard(); this.play(left); } }, t("direction-left", { move: left })) : null,
      right ? el("button", { type: "button", "data-testid": "dir-right", onclick: () => { this.clearDirection(); this.backToBoard(); this.play(right); } }, t("direction-right", { move: right })) : null,
      el("button", { type: "button", class: "secondary", "data-testid": "dir-cancel", onclick: () => { this.clearDirection(); this.renderChrome(false); this.drawBoard(); this.backToBoard(); } }, t("cancel")));
    this.statusLine.textContent = t("direction-status", { hole: label });
    this.announce(this.statusLine.textContent);
    const fromKeyboard = document.activeElement && this.board.element.contains(document.activeElement) && document.activeElement.matches(":focus-visible");
    this.drawBoard();
    // A keyboard player goes on to the question, which sits in the controls below.
    if (fromKeyboard) { const first = this.direction.querySelector("button"); if (first) first.focus(); }
  }

  // After a keyboard choice outside the board (a direction, Cancel), the focus goes back to it.
  backToBoard() {
    const a = document.activeElement;
    if (a && a.matches(":focus-visible") && !this.board.element.contains(a)) this.board.focus();
  }

  announce(text) {
    if (text === this.announced) return;
    this.announced = text;
    this.announcer.textContent = text;
  }

  clearDirection() {
    this.pending = null;
    this.direction.hidden = true;
    this.direction.replaceChildren();
  }

  async act(path, body) {
    this.message.textContent = "";
    this.busy = true;
    const seen = this.received;
    this.drawBoard();
    try {
      if (this.source) return await this.source.act(path, body);
      const answer = await api("POST", `/api/games/${encodeURIComponent(this.id)}/${path}`, body, this.seat.token);
      // Until an update has come since the request, what is shown is out of date:
      // no moves are offered meanwhile.
      this.stale = this.received === seen;
      // If the WebSocket is down the answer still shows.
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        const view = await api("GET", `/api/games/${encodeURIComponent(this.id)}`);
        this.receive(view);
      }
      return answer;
    } catch (e) {
      this.message.textContent = e.message;
      return null;
    } finally {
      this.busy = false;
      if (!this.animating && this.data) { this.renderChrome(false); this.drawBoard(); }
    }
  }

  play(move) { return this.data && this.data.teams ? this.propose(move) : this.act("moves", { move }); }
  commit(move) { return this.act("moves", { move }); }
  undo() { return this.act("undo"); }

  // The same game again with the colours swapped, against the same opponent (the engine
  // at the same level, the friend, the other team). The server starts it for the first
  // player to ask and shows it on this game; the other player asking takes their place.
  async rematch() {
    if (this.source) {
      try { location.href = withLang(await this.source.rematch()); } catch (e) { this.message.textContent = t("rematch-failed", { error: e.message }); }
      return;
    }
    try {
      const made = await api("POST", `/api/games/${encodeURIComponent(this.id)}/rematch`, {}, this.seat.token);
      store.set(seatKey(made.id), { token: made.seat_token, seat: made.seat, member: made.member,
        invite: made.invite ? made.invite.url : null });
      location.href = withLang("/?game=" + encodeURIComponent(made.id));
    } catch (e) {
      this.message.textContent = t("rematch-failed", { error: e.message });
    }
  }

  // What the summary offers about a rematch: start one, accept the opponent's, go to
  // the one this browser is in, or (for spectators) watch it.
  rematchControls() {
    const d = this.data;
    if (d.series) return [];
    const next = d.rematch;
    const href = next ? "/?game=" + encodeURIComponent(next) : null;
    if (!this.mySide) {
      return next ? [el("a", { class: "button secondary", href, "data-testid": "watch-rematch" }, t("rematch-watch"))] : [];
    }
    if (!next) {
      return [el("button", { type: "button", "data-testid": "rematch", onclick: () => this.rematch() }, t("rematch"))];
    }
    if (store.get(seatKey(next))) {
      return [el("a", { class: "button", href, "data-testid": "go-rematch" }, t("rematch-go"))];
    }
    const [offer, take] = d.teams
      ? [t("rematch-offer-team"), t("rematch-join")]
      : [t("rematch-offer"), t("rematch-accept")];
    return [el("p", { class: "notice", "data-testid": "rematch-offer" }, offer),
      el("button", { type: "button", "data-testid": "rematch", onclick: () => this.rematch() }, take)];
  }

  // A local game's record, saved as a file (a server game's is a link to the API).
  saveRecord(json) {
    const file = this.source.recordFile(json);
    const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
    const a = el("a", { href: url, download: file.name, hidden: true });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  // ----- team games -----

  receiveTeam(message) {
    if (message.you) this.me = message.you;
    this.team = message.team;
    // The status says what the proposals now leave to do; the panel is redrawn with it.
    if (this.data && !this.animating) { this.renderChrome(false); this.drawBoard(); }
    else this.renderTeam();
  }

  async teamCall(path, body) {
    this.message.textContent = "";
    try {
      const answer = await api("POST", `/api/games/${encodeURIComponent(this.id)}/${path}`, body, this.seat.token);
      if (answer && answer.team) this.receiveTeam(answer);
      return answer;
    } catch (e) {
      this.message.textContent = e.message;
      return null;
    }
  }

  propose(move) { return this.teamCall("proposals", { move }); }

  // What the status says on the team's turn: what this member can do now.
  teamTurnText() {
    const d = this.data;
    const proposals = this.team ? this.team.proposals : [];
    if (d.teams[this.mySide].sower === this.me) {
      return t("status-team-sower", { proposals: proposals.length ? "some" : "none" });
    }
    return t("status-team-member", { proposals: proposals.length ? "some" : "none" });
  }

  renderTeam() {
    const d = this.data;
    if (!d || !d.teams || !this.mySide) { this.teamPanel.hidden = true; return; }
    const kept = [...this.teamBody.querySelectorAll("select[data-keep]")].map((x) => [x.dataset.keep, x.value]);
    this.teamPanel.hidden = false;
    const side = this.mySide;
    const pub = d.teams[side];
    const team = this.team;
    const iAmSower = pub.sower === this.me;
    const toMove = !d.result && d.state.to_move === side;
    const rows = [];
    rows.push(el("h2", {}, t("team-heading", { side })));
    const otherTeam = d.teams[other(side)].members;
    rows.push(el("p", { class: "muted", "data-testid": "team-turn" }, d.result ? t("team-over")
      : otherTeam.length === 0 ? t("team-no-opponent")
      : toMove ? (iAmSower ? t("team-turn-sower") : t("team-turn-member"))
      : t("team-other-deciding")));
    // Proposals
    const proposals = team ? team.proposals : [];
    const mine = proposals.find((p) => p.agreed.includes(this.me));
    rows.push(el("h3", {}, t("team-proposals")));
    rows.push(proposals.length ? el("ul", { class: "proposals", "data-testid": "proposals" }, proposals.map((p) => el("li", { "data-move": p.move, "data-testid": "proposal" },
      el("strong", {}, p.move), " ", t("team-proposal", { by: p.by_name, agreed: p.agreed_names.join(", "), count: p.agreed.length }), " ",
      p.agreed.includes(this.me) ? el("em", {}, t("team-you-agree"), " ") : el("button", { type: "button", class: "secondary", "data-testid": "agree", onclick: () => this.teamCall("agree", { proposal: p.id }) }, t("team-agree")),
      iAmSower && toMove ? el("button", { type: "button", "data-testid": "sow", onclick: () => this.commit(p.move) }, t("team-sow", { move: p.move })) : null)))
      : el("p", { class: "muted", "data-testid": "proposals" }, t("team-no-proposal")));
    if (mine) rows.push(el("button", { type: "button", class: "secondary", onclick: () => this.teamCall("agree", { proposal: null }) }, t("team-withdraw")));
    // Members and the sower
    const members = pub.members.map((m) => el("li", {}, t("team-member", {
      name: m.engine ? t("member-engine", { name: m.name, level: Number(m.engine.replace("level:", "")) }) : m.name,
      sower: String(m.id === pub.sower), you: String(m.id === this.me), away: String(!m.present) })));
    rows.push(el("h3", {}, t("team-members")), el("ul", { "data-testid": "members" }, members));
    const people = pub.members.filter((m) => !m.engine);
    const sowerPresent = (pub.members.find((m) => m.id === pub.sower) || {}).present;
    const candidates = people.filter((m) => m.id !== this.me || !iAmSower);
    if ((iAmSower || !sowerPresent) && candidates.length) {
      const pick = el("select", { "data-testid": "sower-pick", "data-keep": "sower", "aria-label": iAmSower ? t("team-hand-sower") : t("team-sower-away") }, candidates.map((m) => el("option", { value: m.id }, m.name)));
      rows.push(el("div", { class: "row" }, iAmSower ? t("team-hand-sower") : t("team-sower-away"), " ", pick,
        el("button", { type: "button", class: "secondary", onclick: () => this.teamCall("sower", { member: Number(pick.value) }).then((v) => { if (v && v.state) this.receive(v); }) }, t("team-give"))));
    }
    if (!pub.full) {
      const lvl = el("select", { "data-keep": "level", "aria-label": t("team-add-engine") }, Array.from({ length: 10 }, (_, i) => el("option", { value: i + 1, selected: i === 4 }, t("team-level", { level: i + 1 }))));
      rows.push(el("div", { class: "row" }, t("team-add-engine"), " ", lvl, el("button", { type: "button", class: "secondary", "data-testid": "add-engine", onclick: () => this.teamCall("engine-members", { level: Number(lvl.value) }) }, t("team-add"))));
      if (team) rows.push(copyBox(t("team-invite"), location.origin + team.invite.url, "team-invite"));
    }
    // Chat
    const atBottom = this.chatLog.scrollTop + this.chatLog.clientHeight >= this.chatLog.scrollHeight - 4;
    this.chatLog.replaceChildren(...(team ? team.chat : []).map((c) => el("p", {}, el("strong", {}, c.name + ": "), c.text)));
    if (atBottom) this.chatLog.scrollTop = this.chatLog.scrollHeight;
    this.teamBody.replaceChildren(...rows);
    for (const [key, value] of kept) {
      const select = this.teamBody.querySelector(`select[data-keep="${key}"]`);
      if (select && [...select.options].some((o) => o.value === value)) select.value = value;
    }
  }

  resign() {
    if (!this.resignArmed) {
      this.resignArmed = true;
      this.resignButton.textContent = t("game-resign-confirm");
      this.resignTimer = setTimeout(() => this.disarmResign(), 5000);
      return;
    }
    this.disarmResign();
    this.act("resign");
  }

  disarmResign() {
    this.resignArmed = false;
    clearTimeout(this.resignTimer);
    this.resignButton.textContent = t("game-resign");
  }
}
