// Match series page (/?series=ID): the two players (or teams) and the target, the tally
// drawn as sticks (ol alai, the Maasai tally sticks), the games with their results, and the
// game in progress embedded as an ordinary game view (a team game in a team series).

import { el, api, store, seatKey, playerName, sleep, followSocket, gameTitle, copyBox, askName } from "./dom.js";
import { GameView } from "./game.js";

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
  location.href = "/?series=" + encodeURIComponent(made.id);
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
        note = "Could not join: " + e.message + ". You are watching.";
      }
    }
    history.replaceState(null, "", "/?series=" + encodeURIComponent(id));
  }
  new SeriesView(app, id, note).open();
}

// Lobby rows for open series invitations (used by the lobby).
export function seriesLobbyRows(lobby, describe, ago) {
  return (lobby.series || []).map((s) => el("tr", {},
    el("td", {}, `${describe(s)}, ${s.team ? "team " : ""}series to ${s.target} win${s.target === 1 ? "" : "s"}`),
    el("td", {}, s.team ? `A team waits; you would join team ${s.player.toUpperCase()}` : `A player waits; you would be player ${s.player.toUpperCase()}`),
    el("td", { class: "muted", "data-testid": "age" }, `opened ${ago(s.created, lobby.now)}`),
    el("td", {}, el("a", { class: "button", href: `/?series=${encodeURIComponent(s.id)}&invite=${encodeURIComponent(s.code)}`, "data-testid": "accept-series" }, "Accept"))));
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
    this.header = el("section", { class: "panel series", "data-testid": "series" }, el("p", { class: "muted" }, "Loading the series…"));
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
      const members = team.members.map((m) => m.name + (m.engine ? ` (engine ${m.engine.replace("level:", "level ")})` : "") + (m.id === team.sower ? " ★" : "")).join(", ");
      const you = this.me && this.me.player === p ? " (your team)" : "";
      return `Team ${p.toUpperCase()}${you}` + (members ? `: ${members}` : " — waiting for members");
    }
    const kind = d.players[p].player;
    const base = kind === "human" ? "Player " + p.toUpperCase() : `${playerName(kind)} (${p.toUpperCase()})`;
    const you = this.me && this.me.player === p ? " (you)" : "";
    const waiting = kind === "human" && !d.players[p].taken ? " — waiting to join" : "";
    return base + you + waiting;
  }

  // A game's result in a line, the winner first: "Player A wins 30–18 on points".
  resultText(result, game) {
    if (!result) return "in progress";
    const how = { "no-move": "no move left", repetition: "repetition", resignation: "resignation" }[result.reason] || result.reason;
    if (result.winner === "draw") return result.score ? `draw ${result.score[0]}–${result.score[1]} (${how})` : `draw (${how})`;
    const side = game.south === result.winner ? 0 : 1;
    const score = result.score && result.reason !== "resignation" && !(this.data.game === "sadeqa-ii" && result.reason === "no-move")
      ? ` ${result.score[side]}–${result.score[1 - side]} on points` : "";
    return `${this.short(result.winner)} wins${score} (${how})`;
  }

  // A player's (or team's) name without who is waiting or in the team.
  short(p) {
    if (this.data.teams) return `Team ${p.toUpperCase()}`;
    return this.name(p).replace(/ — waiting to join$/, "");
  }

  render() {
    const d = this.data;
    if (!d) return;
        const title = `Series to ${d.target} win${d.target === 1 ? "" : "s"}: ${gameTitle(d.game)} 2×${d.holes}`;
    const rows = ["a", "b"].map((p) => {
      const wins = d.tally[p];
      return el("tr", { class: d.winner === p ? "winner" : "" },
        el("th", { class: "tally-name" }, this.name(p)),
        el("td", {}, el("div", { class: "tally", "data-testid": "tally-" + p, "aria-label": `${wins} win${wins === 1 ? "" : "s"}` },
          Array.from({ length: wins }, () => el("span", { class: "stick", title: "a win" })))),
        el("td", { class: "score tally-count", "data-testid": "wins-" + p }, `${wins} of ${d.target}`));
    });
    const shown = d.games.findIndex((g) => g.id === this.gameId);
    let status;
    if (d.winner) {
      const w = d.winner, l = w === "a" ? "b" : "a";
      const draws = d.tally.draws ? ` (${d.tally.draws} draw${d.tally.draws === 1 ? "" : "s"})` : "";
      const won = this.me && this.me.player === w;
      const mine = d.teams ? (won ? "Your team wins the series" : "Your team loses the series") : (won ? "You win the series" : "You lose the series");
      const who = this.me ? `${mine} — ${this.short(w).replace(" (you)", "")} wins` : `${this.short(w)} wins the series`;
      status = el("div", { class: "panel summary", "data-testid": "series-winner" },
        el("h2", {}, "Series over"), el("p", {}, `${who}, ${d.tally[w]} wins to ${d.tally[l]}${draws}.`));
    } else if (shown >= 0) {
      const game = d.games[shown];
      const side = this.me ? (game.south === this.me.player ? `South (${d.teams ? "your team moves" : "you move"} first)` : "North") : null;
      const current = game.id === d.current;
      status = el("p", { class: "status", "data-testid": "series-status" },
        current ? `Game ${shown + 1}${side ? (d.teams ? ": your team plays " : ": you play ") + side : ""}.` : `Game ${shown + 1} is over; game ${d.games.length} is starting…`);
    }
    const other = this.me && (this.me.player === "a" ? "b" : "a");
    const invite = this.me && this.me.invite && other && (d.teams || d.players[other].player === "human") && !d.players[other].taken
      ? el("div", { class: "notice" }, el("p", {}, d.teams ? "Send this link to the other team; each of its members (up to eight) joins with it:" : "Send this link to your opponent; it works once:"),
        copyBox("Invitation:", location.origin + this.me.invite, "series-invite-link"))
      : null;
    const games = d.games.map((g, i) => el("li", { class: g.id === this.gameId ? "last" : "", "data-testid": "series-game" },
      el("a", { href: "/?game=" + encodeURIComponent(g.id) }, `Game ${i + 1}`),
      `: ${this.short(g.south)} South — ${this.resultText(g.result, g)}`));
    this.header.dataset.game = this.gameId || "";
    this.header.replaceChildren(...[
      el("h1", {}, title),
      el("table", { class: "list" }, el("tbody", {}, rows)),
      el("p", { class: "muted", "data-testid": "draws" }, `Draws: ${d.tally.draws}. Each win is a stick (ol alai, the Maasai tally sticks); draws do not count toward the target. Sides swap every game; South moves first.${d.teams ? " Each team keeps its members and its sower from game to game; a team's link adds a member for the rest of the series." : ""}`),
      status, invite,
      el("details", { open: d.games.length <= 12 }, el("summary", {}, `Games (${d.games.length})`), el("ol", { "data-testid": "series-games" }, games)),
      copyBox("Series link:", location.origin + "/?series=" + encodeURIComponent(this.id), "series-watch-link"),
    ].filter(Boolean));
  }
}
