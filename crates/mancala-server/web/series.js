// Match series page (/?series=ID): the two players (or teams) and the target, the tally
// drawn as sticks (ol alai, the Maasai tally sticks), the games with their results, and the
// game in progress embedded as an ordinary game view (a team game in a team series).

import { el, api, store, seatKey, playerName, sleep, followSocket, gameTitle, copyBox, askName } from "./dom.js";
import { GameView } from "./game.js";
import { t, withLang } from "./i18n.js";

// How long a finished game stays on screen before the next one is shown (ms).
const SERIES_PAUSE = 1500;

function seriesKey(id) { return "series." + id; }

// The new-game form asked for a series: `body` is what it would send for a single game.
// Team against team makes a series of team games, the creator leading team A.
export async function createSeries(body, target) {
  const request = { game: body.game, holes: body.holes, seeds: body.seeds, options: body.options, target };
  if (body.teams) {
    request.teams = body.teams;
    if (body.name) request.name = body.name;
  } else {
    request.a = body.south; request.b = body.north;
  }
  if (body.lobby !== undefined) request.lobby = body.lobby;
  const made = await api("POST", "/api/series", request);
  if (made.player) store.set(seriesKey(made.id), { token: made.token, player: made.player, member: made.member,
    invite: made.invite ? made.invite.url : null });
  location.href = withLang("/?series=" + encodeURIComponent(made.id));
}

// The page for a series; with `&invite=CODE` the invited player joins first (in a team
// series, a newcomer to the team gives a name first).
export async function showSeries(app, id) {
  const code = new URLSearchParams(location.search).get("invite");
  let note = "";
  if (code) {
    if (!store.get(seriesKey(id))) {
      try {
        const body = { code };
        const view = await api("GET", `/api/series/${encodeURIComponent(id)}`);
        if (view.teams) body.name = await askName(app, view.game, view.holes);
        const joined = await api("POST", `/api/series/${encodeURIComponent(id)}/join`, body);
        store.set(seriesKey(id), { token: joined.token, player: joined.player, member: joined.member });
      } catch (e) {
        note = t("join-failed", { error: e.message });
      }
    }
    history.replaceState(null, "", withLang("/?series=" + encodeURIComponent(id)));
  }
  new SeriesView(app, id, note).open();
}

// Lobby rows for open series invitations (used by the lobby).
export function seriesLobbyRows(lobby, describe, ago) {
  return (lobby.series || []).map((s) => el("tr", {},
    el("td", {}, t("series-lobby-board", { board: describe(s), team: String(Boolean(s.team)), target: s.target })),
    el("td", {}, s.team ? t("series-lobby-team-waits", { player: s.player.toUpperCase() }) : t("series-lobby-player-waits", { player: s.player.toUpperCase() })),
    el("td", { class: "muted", "data-testid": "age" }, t("lobby-opened", { ago: ago(s.created, lobby.now) })),
    el("td", {}, el("a", { class: "button", href: `/?series=${encodeURIComponent(s.id)}&invite=${encodeURIComponent(s.code)}`, "data-testid": "accept-series" }, t("lobby-accept")))));
}

class SeriesView {
  constructor(app, id, note) {
    this.app = app;
    this.id = id;
    this.note = note || "";
    this.me = store.get(seriesKey(id)); // {token, player, member, invite} or null for a spectator
    this.data = null; // the last series view from the server
    this.game = null; // the GameView shown
    this.gameId = null;
    this.switching = null; // the game waiting to be shown once the one on screen has ended
    this.header = el("section", { class: "panel series", "data-testid": "series" }, el("p", { class: "muted" }, t("series-loading")));
    this.app.replaceChildren(this.header);
  }

  open() { this.connect(); }

  connect() {
    followSocket(this, `/api/series/${encodeURIComponent(this.id)}`, {
      onError: (e) => { this.header.replaceChildren(el("p", { class: "error" }, e.message)); },
      alive: () => document.body.contains(this.header),
    });
  }

  receive(view) {
    if (!view || view.error) return;
    this.data = view;
    // The game to show: the one in progress, or after the end the last one.
    const last = view.games.length ? view.games[view.games.length - 1].id : null;
    const wanted = view.current || last;
    if (wanted && wanted !== this.gameId) {
      if (!this.game) this.show(wanted);
      else this.showWhenEnded(wanted);
    }
    this.render();
  }

  // The game on screen ended: let its last sowing and its result show, then move on.
  async showWhenEnded(next) {
    this.switching = next;
    if (this.busySwitching) return;
    this.busySwitching = true;
    const old = this.game;
    const until = Date.now() + 15000;
    while (Date.now() < until && !(old.data && old.data.result && !old.draining)) await sleep(100);
    await sleep(SERIES_PAUSE);
    this.busySwitching = false;
    if (this.game === old && this.switching) this.show(this.switching);
  }

  // The viewer's seat in a game of the series; in a team series with its member number,
  // so that the game view shows the team panel.
  seatIn(game) {
    if (!this.me) return null;
    const seat = { token: this.me.token, seat: game.south === this.me.player ? "south" : "north" };
    if (this.me.member) seat.member = this.me.member;
    return seat;
  }

  show(gameId) {
    const game = this.data.games.find((g) => g.id === gameId);
    if (!game) return;
    if (this.game && this.game.ws) { this.game.ws.onclose = null; this.game.ws.close(); }
    const seat = this.seatIn(game);
    // The game's own link (/?game=ID) then shows it from this player's side too.
    if (seat) store.set(seatKey(gameId), seat);
    this.gameId = gameId;
    this.switching = null;
    this.game = new GameView(this.app, gameId, seat, this.note);
    // A finished game of a series has been counted: no undo then.
    const view = this.game, renderChrome = view.renderChrome.bind(view);
    view.renderChrome = (animating) => { renderChrome(animating); if (view.data && view.data.result) view.undoButton.hidden = true; };
    this.note = "";
    this.app.prepend(this.header);
    this.game.open();
    this.render();
  }

  name(p) {
    const d = this.data;
    if (d.teams) {
      const team = d.players[p];
      const members = team.members.map((m) => (m.engine ? t("member-engine", { name: m.name, level: Number(m.engine.replace("level:", "")) }) : m.name) + (m.id === team.sower ? " ★" : "")).join(", ");
      const you = this.me && this.me.player === p ? "true" : "false";
      return members ? t("series-team-members", { team: p.toUpperCase(), you, members }) : t("series-team-waiting", { team: p.toUpperCase(), you });
    }
    const kind = d.players[p].player;
    const you = this.me && this.me.player === p ? "true" : "false";
    const waiting = kind === "human" && !d.players[p].taken ? "true" : "false";
    return kind === "human"
      ? t("series-player", { player: p.toUpperCase(), you, waiting })
      : t("series-engine", { name: playerName(kind), player: p.toUpperCase(), you, waiting });
  }

  // A game's result in a line, the winner first: "Player A wins 30–18 on points".
  resultText(result, game) {
    if (!result) return t("series-in-progress");
    const how = ["no-move", "repetition", "resignation"].includes(result.reason) ? t("series-reason", { reason: result.reason }) : result.reason;
    if (result.winner === "draw") return result.score ? t("series-draw-score", { a: result.score[0], b: result.score[1], how }) : t("series-draw", { how });
    const side = game.south === result.winner ? 0 : 1;
    const score = result.score && result.reason !== "resignation" && !(this.data.game === "sadeqa-ii" && result.reason === "no-move");
    return score
      ? t("series-game-won-score", { winner: this.short(result.winner), a: result.score[side], b: result.score[1 - side], how })
      : t("series-game-won", { winner: this.short(result.winner), how });
  }

  // A player's (or team's) name without who is waiting or in the team.
  short(p) {
    if (this.data.teams) return t("series-team", { team: p.toUpperCase() });
    const kind = this.data.players[p].player;
    const you = this.me && this.me.player === p ? "true" : "false";
    return kind === "human"
      ? t("series-player", { player: p.toUpperCase(), you, waiting: "false" })
      : t("series-engine", { name: playerName(kind), player: p.toUpperCase(), you, waiting: "false" });
  }

  render() {
    const d = this.data;
    if (!d) return;
    const title = t("series-title", { target: d.target, game: gameTitle(d.game), holes: d.holes });
    const rows = ["a", "b"].map((p) => {
      const wins = d.tally[p];
      return el("tr", { class: d.winner === p ? "winner" : "" },
        el("th", { class: "tally-name" }, this.name(p)),
        el("td", {}, el("div", { class: "tally", role: "img", "data-testid": "tally-" + p, "aria-label": t("series-wins", { count: wins }) },
          Array.from({ length: wins }, () => el("span", { class: "stick", title: t("series-stick") })))),
        el("td", { class: "score tally-count", "data-testid": "wins-" + p }, t("series-wins-of", { wins, target: d.target })));
    });
    const shown = d.games.findIndex((g) => g.id === this.gameId);
    let status;
    if (d.winner) {
      const w = d.winner, l = w === "a" ? "b" : "a";
      const won = this.me && this.me.player === w;
      const winner = d.teams ? this.short(w) : this.data.players[w].player === "human"
        ? t("series-player", { player: w.toUpperCase(), you: "false", waiting: "false" })
        : t("series-engine", { name: playerName(this.data.players[w].player), player: w.toUpperCase(), you: "false", waiting: "false" });
      const who = this.me
        ? t("series-over-yours", { team: String(Boolean(d.teams)), won: String(Boolean(won)), winner })
        : t("series-over-winner", { winner: this.short(w) });
      status = el("div", { class: "panel summary", "data-testid": "series-winner" },
        el("h2", {}, t("series-over")), el("p", {}, t("series-over-score", { who, wins: d.tally[w], losses: d.tally[l], draws: d.tally.draws })));
    } else if (shown >= 0) {
      const game = d.games[shown];
      const side = this.me ? (game.south === this.me.player ? "south" : "north") : "none";
      const current = game.id === d.current;
      status = el("p", { class: "status", "data-testid": "series-status" },
        current ? t("series-game-now", { number: shown + 1, side, team: String(Boolean(d.teams)) }) : t("series-game-next", { number: shown + 1, next: d.games.length }));
    }
    const other = this.me && (this.me.player === "a" ? "b" : "a");
    const invite = this.me && this.me.invite && other && (d.teams || d.players[other].player === "human") && !d.players[other].taken
      ? el("div", { class: "notice" }, el("p", {}, d.teams ? t("series-invite-team") : t("series-invite")),
        copyBox(t("invitation-label"), location.origin + this.me.invite, "series-invite-link"))
      : null;
    const games = d.games.map((g, i) => el("li", { class: g.id === this.gameId ? "last" : "", "data-testid": "series-game" },
      el("a", { href: "/?game=" + encodeURIComponent(g.id) }, t("series-game", { number: i + 1 })),
      t("series-game-line", { south: this.short(g.south), result: this.resultText(g.result, g) })));
    this.header.dataset.game = this.gameId || "";
    this.header.replaceChildren(...[
      el("h1", {}, title),
      el("table", { class: "list" }, el("tbody", {}, rows)),
      el("p", { class: "muted", "data-testid": "draws" }, t("series-draws", { draws: d.tally.draws, team: String(Boolean(d.teams)) })),
      status, invite,
      el("details", { open: d.games.length <= 12 }, el("summary", {}, t("series-games", { count: d.games.length })), el("ol", { "data-testid": "series-games" }, games)),
      copyBox(t("series-link-label"), location.origin + "/?series=" + encodeURIComponent(this.id), "series-watch-link"),
    ].filter(Boolean));
  }
}
