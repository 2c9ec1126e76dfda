// The engine's speed in WebAssembly in Chromium against the native binary: the same fixed-depth
// searches of the same positions, nodes a second in each. A measurement, not a test.
//
//   node measure-wasm.js            (uses target/release/mancala, as the tests do)
import { spawn } from "node:child_process";
import { join } from "node:path";
import { startServer, launch, root } from "./lib.js";

const CASES = [
  { game: "en-dodoi", settings: {}, depth: 14 },
  { game: "giuthi", settings: {}, depth: 13 },
  { game: "sadeqa-ii", settings: {}, depth: 16 },
  { game: "en-gehe", settings: {}, depth: 7 },
];

/** Native: the engine protocol's `analyze depth=N`, timed around the command. */
async function native(c) {
  const bin = process.env.MANCALA_BIN || join(root, "target", "release", "mancala");
  const child = spawn(bin, ["engine"], { stdio: ["pipe", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (d) => { out += d; });
  const settings = Object.entries(c.settings).map(([k, v]) => ` ${k}=${v}`).join("");
  const answers = () => out.split("\n\n").length - 1;
  const wait = (n) => new Promise((resolve) => { const tick = () => (answers() >= n ? resolve() : setTimeout(tick, 2)); tick(); });
  child.stdin.write(`new_game ${c.game}${settings}\n`);
  await wait(1);
  const began = performance.now();
  child.stdin.write(`analyze depth=${c.depth}\n`);
  await wait(2);
  const ms = performance.now() - began;
  child.stdin.end();
  return ms;
}

const server = await startServer();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(server.base + "/rules");
  console.log("game        depth  wasm nodes  wasm ms  wasm n/s   native ms  ratio (time)");
  for (const c of CASES) {
    const wasm = await page.evaluate(async (c) => {
      const m = await import("/wasm/mancala_wasm.js");
      await m.default();
      const start = m.startPosition(c.game, JSON.stringify(c.settings));
      const player = new m.Player(1);
      const began = performance.now();
      const lines = JSON.parse(player.analyse(start, "[]", c.depth, 0));
      return { ms: performance.now() - began, nodes: lines.nodes };
    }, c);
    const ms = await native(c);
    const ratio = ms / wasm.ms;
    console.log(`${c.game.padEnd(11)} ${String(c.depth).padStart(5)} ${String(wasm.nodes).padStart(11)} ${wasm.ms.toFixed(0).padStart(8)} ${Math.round(wasm.nodes / wasm.ms * 1000).toString().padStart(10)} ${ms.toFixed(0).padStart(11)}  ${ratio.toFixed(2)}`);
  }
} finally {
  await browser.close();
  server.stop();
}
