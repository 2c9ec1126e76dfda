// The page's rules are the Rust rules built for WebAssembly: random games of every game, on
// its traditional boards and on random ones, with random rule options, are played in the
// module as Chromium runs it (served by the server, as the page loads it), and every legal-move
// list and every position JSON along them is compared with the native binary's, asked
// through the engine protocol (`mancala engine`).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { startServer, launch, root } from "../lib.js";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

/** The native engine protocol: `ask(line)` resolves to the answer's text, or throws on `?`. */
function nativeEngine() {
  const bin = process.env.MANCALA_BIN || join(root, "target", "release", "mancala");
  const child = spawn(bin, ["engine"], { stdio: ["pipe", "pipe", "inherit"] });
  let buffer = "";
  const waiting = [];
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const answer = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      waiting.shift()(answer);
    }
  });
  return {
    ask(line) {
      return new Promise((resolve, reject) => {
        waiting.push((answer) => {
          if (answer.startsWith("= ") || answer === "=") resolve(answer.slice(2));
          else reject(new Error(`${line}: ${answer}`));
        });
        child.stdin.write(line + "\n");
      });
    },
    close() { child.stdin.end(); },
  };
}

/** The games to play: each game's traditional boards and random ones, with random options. */
function setups(catalog, perGame, seed) {
  let s = seed >>> 0;
  const rand = (n) => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s % n; };
  const list = [];
  for (const g of catalog.games) {
    const boards = g.presets.map((p) => [p.holes, p.seeds]);
    for (let i = 0; i < perGame; i++) {
      const [holes, seeds] = i < boards.length ? boards[i] : [2 + rand(9), 1 + rand(6)];
      const settings = { holes, seeds };
      for (const o of g.options) {
        if (rand(3) !== 0) continue;
        if (o.name === "lap_limit") settings.lap_limit = 1 + rand(40);
        if (o.name === "capture_lone_seed") settings.capture_lone_seed = rand(2) === 0;
        if (o.name === "repetition") settings.repetition = rand(2) === 0 ? "draw" : "own-row";
        if (o.name === "opening_rule") settings.opening_rule = rand(2) === 0;
      }
      list.push({ game: g.game, settings, seed: rand(1 << 30) });
    }
  }
  return list;
}

test("random games in the WebAssembly build and in the native binary give the same legal moves and positions", async () => {
  const catalog = await (await fetch(server.base + "/api/catalog")).json();
  const page = await browser.newPage();
  await page.goto(server.base + "/rules");
  const games = await page.evaluate(async (list) => {
    const wasm = await import("/wasm/mancala_wasm.js");
    await wasm.default();
    const out = [];
    for (const { game, settings, seed } of list) {
      let s = seed >>> 0;
      const rand = (n) => { s = (Math.imul(s, 1103515245) + 12345) >>> 0; return (s >>> 8) % n; };
      const start = wasm.startPosition(game, JSON.stringify(settings));
      const played = new wasm.Game(start, "[]");
      const moves = [], legal = [], states = [start];
      for (let ply = 0; ply < 300; ply++) {
        const now = JSON.parse(played.legal());
        legal.push(now);
        if (!now.length) break;
        const mv = now[rand(now.length)];
        const before = played.state();
        const step = JSON.parse(played.play(mv));
        moves.push(mv);
        // One move from the position alone gives the same board as the game's own play.
        const alone = JSON.parse(wasm.playMove(before, mv));
        if (JSON.stringify(alone.position.board) !== JSON.stringify(step.position.board)) throw new Error("playMove and Game.play differ");
        states.push(played.state());
      }
      played.free();
      out.push({ game, settings, moves, legal, states });
    }
    return out;
  }, setups(catalog, 8, 2026));
  await page.close();

  const engine = nativeEngine();
  let plies = 0;
  try {
    for (const g of games) {
      const words = Object.entries(g.settings).map(([k, v]) => `${k}=${v}`).join(" ");
      await engine.ask(`new_game ${g.game} ${words}`);
      const where = (i) => `${g.game} ${words}, after ${JSON.stringify(g.moves.slice(0, i))}`;
      for (let i = 0; i <= g.moves.length; i++) {
        const state = JSON.parse(await engine.ask("state"));
        assert.deepEqual(JSON.parse(g.states[i]), state, "position: " + where(i));
        const legal = (await engine.ask("legal_moves")).split(/\s+/).filter(Boolean);
        if (i < g.legal.length) assert.deepEqual(g.legal[i], state.result ? [] : legal, "legal moves: " + where(i));
        if (i < g.moves.length) await engine.ask(`play ${g.moves[i]}`);
        plies++;
      }
    }
  } finally {
    engine.close();
  }
  assert.ok(games.length >= 32, `${games.length} games`);
  assert.ok(plies > 2000, `only ${plies} positions compared`);
});
