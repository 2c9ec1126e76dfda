// Games against the engine played on this device alone, for when the server cannot be
// reached (or there is none: the static build). The rules are the WebAssembly module's
// (rules.js), the engine runs in its worker (engine.js), and each game is kept in the
// browser's IndexedDB, so that it survives a reload. A local game shows in the same game
// view as a server game: `LocalSource` gives that view what the server would (the game's
// view JSON) and takes its requests (a move, undo, resign, rematch).

import { Game } from "./wasm/mancala_wasm.js";
import { chooseMove, resetEngine } from "./engine.js";
import { other } from "./dom.js";

/** The engine's time for a move, as the server gives it. */
const ENGINE_MOVE_MS = 1000;

const DB = "mancala";
const GAMES = "local-games";

function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(GAMES, { keyPath: "id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(new Error("this browser keeps no games: " + (request.error && request.error.message)));
  });
}

async function withGames(mode, work) {
  const db = await openDb();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(GAMES, mode);
      const result = work(tx.objectStore(GAMES));
      tx.oncomplete = () => resolve(result.result !== undefined ? result.result : result);
      tx.onerror = () => reject(new Error("the game could not be kept: " + (tx.error && tx.error.message)));
      tx.onabort = () => reject(new Error("the game could not be kept: " + (tx.error && tx.error.message)));
    });
  } finally {
    db.close();
  }
}

/** The local game `id` as kept, or null. */
export async function loadLocalGame(id) {
  return (await withGames("readonly", (games) => games.get(id))) || null;
}

function saveLocalGame(record) {
  return withGames("readwrite", (games) => games.put(record));
}

/** Whether an id names a local game. */
export function isLocalId(id) { return /^local-[0-9a-f]{16}$/.test(id || ""); }

function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return "local-" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Starts a local game against the engine: `start` the position JSON of its start, `south`
 * and `north` its players ("human" for the person, "level:N" for the engine); resolves to
 * its id.
 */
export async function createLocalGame(start, south, north) {
  const record = { id: newId(), created: Date.now(), start, moves: [], movers: [], south, north, resigned: null, rematch: null };
  new Game(start, "[]").free(); // a start the rules refuse is refused here, before it is kept
  await saveLocalGame(record);
  return record.id;
}

/** An error as the server would give it, for the game view to show. */
function refusal(message) { return new Error(message); }

/** The source of a local game's views and the taker of its requests (see game.js). */
export class LocalSource {
  constructor(id) {
    this.id = id;
    this.local = true;
    this.record = null;
    this.game = null;
    this.last = null; // the last ply made here, for its animation
    this.thinking = false;
    this.view = null;
  }

  /** Loads the game and shows it in `view` (a GameView); the engine moves if it is its turn. */
  async open(view) {
    this.view = view;
    this.record = await loadLocalGame(this.id);
    if (!this.record) throw Object.assign(new Error("no such game on this device"), { status: 404 });
    this.game = new Game(this.record.start, JSON.stringify(this.record.moves));
    this.publish();
    this.engineTurn();
  }

  /** The seat of the person in this game. */
  humanSide() { return this.record.south === "human" ? "south" : "north"; }

  /** The game's view, as `GET /api/games/{id}` gives a server game's. */
  data() {
    const state = JSON.parse(this.game.state());
    const r = this.record;
    const result = r.resigned ? { winner: other(r.resigned), reason: "resignation" } : state.result;
    return {
      id: r.id, state, moves: r.moves.slice(), movers: r.movers.slice(),
      legal_moves: result ? [] : JSON.parse(this.game.legal()),
      seats: { south: { player: r.south, taken: true }, north: { player: r.north, taken: true } },
      result, last: this.last, series: null, teams: null, rematch: r.rematch, local: true,
    };
  }

  publish() { if (this.view) this.view.receive(this.data()); }

  /** Plays `move` for the side to move: the ply, kept, then shown. */
  async playAndKeep(move) {
    const before = JSON.parse(this.game.state());
    const ply = JSON.parse(this.game.play(move));
    this.record.moves.push(ply.move);
    this.record.movers.push(ply.side);
    try {
      await saveLocalGame(this.record);
    } catch (e) {
      this.game.undo();
      this.record.moves.pop();
      this.record.movers.pop();
      throw e;
    }
    this.last = { ply: ply.position.ply, move: ply.move, side: ply.side, board_before: before.board, captured_before: before.captured,
      laps: ply.laps, lap_count: ply.laps.length };
    this.publish();
  }

  /** The engine's move when it is the engine's turn and the game goes on. */
  async engineTurn() {
    const d = this.data();
    if (d.result || this.thinking) return;
    const seat = d.seats[d.state.to_move].player;
    if (!seat.startsWith("level:")) return;
    this.thinking = true;
    try {
      const chosen = await chooseMove(this.record.start, this.record.moves, Number(seat.slice(6)), ENGINE_MOVE_MS);
      this.thinking = false;
      if (!this.view || !this.view.alive()) return;
      await this.playAndKeep(chosen.move);
    } catch (e) {
      this.thinking = false;
      if (this.view && this.view.alive()) this.view.message.textContent = e.message;
      return;
    }
    this.engineTurn();
  }

  /** A request of the game view: `moves` {move}, `undo` or `resign`; the answer, or an Error. */
  async act(path, body) {
    const d = this.data();
    const mine = this.humanSide();
    if (path === "moves") {
      if (this.record.resigned) throw refusal("the game was resigned");
      if (d.result) throw refusal("the game is over: no move can be played");
      if (this.thinking) throw refusal("the engine is choosing its move: try again");
      if (d.state.to_move !== mine) throw refusal(`not your turn: ${d.state.to_move} is to move`);
      if (!d.legal_moves.includes(body.move)) throw refusal(`${body.move} is not a legal move: legal moves: ${d.legal_moves.join(" ")}`);
      await this.playAndKeep(body.move);
      this.engineTurn();
      return this.data();
    }
    if (path === "undo") {
      if (this.record.resigned) throw refusal("the game was resigned");
      if (this.thinking) throw refusal("the engine is choosing its move: try again");
      // Back to the person's last turn: the engine's replies and the person's own move.
      const r = this.record;
      let count = 0, turn = null;
      while (count < r.moves.length) {
        count++;
        turn = r.movers[r.movers.length - count];
        if (turn === mine) break;
      }
      if (!count || turn !== mine) throw refusal("nothing to undo");
      const kept = { ...r, moves: r.moves.slice(0, -count), movers: r.movers.slice(0, -count) };
      await saveLocalGame(kept);
      for (let i = 0; i < count; i++) this.game.undo();
      this.record = kept;
      this.last = null;
      this.publish();
      return this.data();
    }
    if (path === "resign") {
      if (d.result) throw refusal("the game is over: no move can be played");
      const kept = { ...this.record, resigned: mine };
      await saveLocalGame(kept);
      this.record = kept;
      resetEngine();
      this.thinking = false;
      this.publish();
      return this.data();
    }
    throw refusal(`a local game cannot ${path}`);
  }

  /** Starts the same game again with the colours swapped; resolves to its address. */
  async rematch() {
    const r = this.record;
    if (r.rematch) return "/?local=" + r.rematch;
    const id = await createLocalGame(r.start, r.north, r.south);
    const kept = { ...r, rematch: id };
    await saveLocalGame(kept);
    this.record = kept;
    return "/?local=" + id;
  }

  /** The game as a record file: { name, type, text }. */
  recordFile(json) {
    const r = this.record;
    const text = this.game.record(r.south, r.north, Math.floor(Date.now() / 86400000), r.resigned || "", json);
    return { name: `mancala-${r.id}.${json ? "json" : "txt"}`, type: json ? "application/json" : "text/plain", text };
  }

  /** Leaves the game: the engine's search for it ends. */
  close() {
    this.view = null;
    if (this.thinking) resetEngine();
    this.thinking = false;
    if (this.game) { this.game.free(); this.game = null; }
  }
}
