// Measures the study jobs as the page sees them (docs/web.md, "Speed of the study jobs"):
// an `analyse` job's updates over its WebSocket, and the time a `review` job takes.
// Not a test (timings are never asserted): it prints what it measured.
//
//   cd e2e && node measure-jobs.js [RECORD_FILE]
//
// Uses target/release/mancala (or $MANCALA_BIN) and Debian's headless Chromium, as the tests
// do. RECORD_FILE is the game to review (a text or JSON record); without it an En Dodoi 2x10
// game of two random players with at least 100 plies is made with `mancala match`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch, root, startServer } from "./lib.js";

const bin = process.env.MANCALA_BIN || join(root, "target", "release", "mancala");

function reviewRecord() {
  if (process.argv[2]) return readFileSync(process.argv[2], "utf8");
  // The first game of two random players on En Dodoi 2x10 with at least 100 plies (seeds
  // 1, 2, ... in turn), as the "100-ply game".
  const dir = mkdtempSync(join(tmpdir(), "mancala-measure-"));
  for (let seed = 1; seed <= 200; seed++) {
    const file = join(dir, `game-${seed}.txt`);
    execFileSync(bin, ["match", "--game", "en-dodoi", "--holes", "10", "--games", "2", "--seed", String(seed),
      "--record", file, "random", "random"], { stdio: "ignore" });
    for (const game of readFileSync(file, "utf8").split(/\n(?=\[Game )/)) {
      const plies = game.split(/\s+/).filter((w) => /^\d+\.$/.test(w)).length;
      if (plies >= 100) return game;
    }
  }
  throw new Error("no random game of 100 plies or more in 200 seeds");
}

/** Runs one job from the page and follows its WebSocket; resolves to every message with its time. */
function followJob(page, body) {
  return page.evaluate(async (body) => {
    const start = performance.now();
    const answer = await fetch("/api/jobs", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (answer.status !== 201) throw new Error(`POST /api/jobs: ${answer.status} ${await answer.text()}`);
    const job = await answer.json();
    return await new Promise((resolve, reject) => {
      const seen = [];
      const ws = new WebSocket(`ws://${location.host}${job.ws}`);
      ws.onmessage = (e) => seen.push({ at: performance.now() - start, job: JSON.parse(e.data) });
      ws.onclose = () => resolve(seen);
      ws.onerror = () => reject(new Error("the job's WebSocket failed"));
    });
  }, body);
}

const server = await startServer();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(server.base + "/analysis");

  // Engine lines: En Dodoi 2x6 from the start for 10 s.
  const opening = '[Game "en-dodoi"]\n[Holes "6"]\n[Result "*"]\n\n*\n';
  const analysis = await followJob(page, { kind: "analyse", record: opening, ply: 0, seconds: 10 });
  // An update is a message whose lines differ from the one before (a new depth or a new best line).
  const changes = [];
  let last = null;
  for (const m of analysis) {
    const a = m.job.analysis;
    const key = a ? JSON.stringify([a.depth, a.lines.map((l) => [l.move, l.score, l.pv])]) : null;
    if (a && key !== last) changes.push({ at: m.at, depth: a.depth });
    last = key;
  }
  const gaps = changes.slice(1).map((c, i) => c.at - changes[i].at);
  const span = (changes.at(-1)?.at ?? 0) - (changes[0]?.at ?? 0);
  const final = analysis.at(-1)?.job;
  console.log(`analyse: ${analysis.length} messages, ${changes.length} with new lines over ${(span / 1000).toFixed(1)} s`
    + ` (${(changes.length / Math.max(span / 1000, 1e-9)).toFixed(1)} a second), longest gap ${Math.round(Math.max(0, ...gaps))} ms,`
    + ` first lines after ${Math.round(changes[0]?.at ?? NaN)} ms, depth ${final?.analysis?.depth} at the end (${final?.state})`);

  // Review: the record, every ply.
  const record = reviewRecord();
  const review = await followJob(page, { kind: "review", record, seconds: 60 });
  const done = review.at(-1);
  const plies = done?.job?.review?.plies ?? [];
  const exact = plies.filter((p) => p.exact).length;
  console.log(`review: ${plies.length} plies, ${done?.job?.state} after ${(done.at / 1000).toFixed(2)} s`
    + ` (job's own elapsed ${done?.job?.elapsed_ms} ms), ${exact} exact by the solver`);
} finally {
  await browser.close();
  server.stop();
}
