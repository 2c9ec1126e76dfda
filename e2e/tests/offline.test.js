// With no connection: after one visit the site opens from its service worker's shell, the
// new-game form says the connection is missing, and a whole game against the engine is
// played on the device (the rules and the engine in WebAssembly, the engine in a Web
// Worker), kept across a reload, stepped through and saved as a record.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startServer, launch, clickToTheEnd, shots } from "../lib.js";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test("after one visit, a whole game against the engine is played with no connection and no server", async () => {
  const context = await browser.newContext({ ...PHONE, acceptDownloads: true });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(server.base + "/");
  await page.waitForSelector("[data-testid=start]");
  // The worker has kept the shell once it controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 }).catch(async () => {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  });
  const kept = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("mancala-shell-")).length);
  assert.equal(kept, 1, "one version of the shell is kept");

  // No connection, and no server either.
  await context.setOffline(true);
  server.stop();
  await page.goto(server.base + "/");
  await page.waitForSelector("[data-testid=start]");
  assert.equal(await page.locator("[data-testid=offline-note]").isVisible(), true);
  await page.selectOption("[data-testid=game]", "en-dodoi");
  await page.selectOption("[data-testid=opponent]", "engine");
  await page.selectOption("[data-testid=level]", "1");
  await page.click("[data-testid=start]");
  await page.waitForSelector("svg.board g.hole.legal");
  assert.match(page.url(), /\?local=local-[0-9a-f]{16}$/);
  assert.equal(await page.locator("[data-testid=local-note]").isVisible(), true);

  // A few moves, then a reload: the game is still there, where it was.
  for (let i = 0; i < 2; i++) {
    const before = await page.locator("[data-testid=moves] li").count();
    await page.locator("svg.board g.hole.legal").first().click();
    await page.waitForFunction((n) => document.querySelectorAll("[data-testid=moves] li").length >= n + 2
      || document.querySelector("[data-testid=summary]:not([hidden])"), before, { timeout: 30000 });
  }
  const movesBefore = await page.locator("[data-testid=moves] li").allTextContents();
  await page.reload();
  await page.waitForSelector("[data-testid=moves] li");
  assert.deepEqual(await page.locator("[data-testid=moves] li").allTextContents(), movesBefore);

  // To the end: the engine answers every move from its worker.
  await clickToTheEnd(page);
  const summary = await page.locator("[data-testid=summary]").textContent();
  assert.match(summary, /wins|draw/i);
  await page.screenshot({ path: join(shots, "offline-game-phone.png"), fullPage: true });

  // Stepping back through it, and the record.
  await page.click("[data-testid=review-back]");
  assert.match(await page.locator("[data-testid=review-info]").textContent(), /ply \d+ of \d+/);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("[data-testid=download]")]);
  const record = readFileSync(await download.path(), "utf8");
  assert.match(record, /^\[Game "en-dodoi"\]$/m);
  const shown = await page.locator("[data-testid=moves] li").count();
  assert.ok(shown > 4, `${shown} moves`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a reader's own language is kept for visits with no connection", async () => {
  const local = await startServer();
  const context = await browser.newContext({ ...PHONE, locale: "am-ET" });
  const page = await context.newPage();
  await page.goto(local.base + "/");
  await page.waitForSelector("[data-testid=start]");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "am");
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker keeps the catalog the page names once it is active.
  await page.waitForFunction(async () => {
    for (const key of await caches.keys()) {
      if ((await (await caches.open(key)).match("/locales/am.ftl"))) return true;
    }
    return false;
  }, null, { timeout: 20000, polling: 200 });
  await context.setOffline(true);
  local.stop();
  await page.goto(local.base + "/");
  await page.waitForSelector("[data-testid=start]");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "am");
  assert.equal(await page.evaluate(() => document.documentElement.dataset.l10nMissing || ""), "");
  const note = await page.locator("[data-testid=offline-note]").textContent();
  assert.match(note, /[\u1200-\u137F]/, "the offline note is in Ethiopic script: " + note);
  await page.screenshot({ path: join(shots, "offline-home-am-phone.png"), fullPage: true });
  await context.close();
});
