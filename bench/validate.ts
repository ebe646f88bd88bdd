/**
 * Email validation, each figure beside its baseline measured in the same run:
 *  - validate/all on a 40 KB email (checkExternal: false), p50 over 100 runs, beside the five
 *    checks run one after another, each parsing the email itself;
 *  - compatibility alone beside doiuse-email on the same HTML (target ≥ 2× faster);
 *  - links on a local fixture of 200 links across 20 hosts beside linkinator on the same links,
 *    every run from cold connections, alternating who goes first (target no slower).
 * Run: node --import tsx bench/validate.ts   (BENCH_RUNS, BENCH_LINK_RUNS to change the counts)
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { doIUseEmail } from '@jsx-email/doiuse-email';
import { LinkChecker } from 'linkinator';
import { checkAccessibility } from '../src/validate/accessibility';
import { validateAll } from '../src/validate/all';
import { checkCompatibility } from '../src/validate/compatibility';
import { checkDeliverability } from '../src/validate/deliverability';
import { checkLinks } from '../src/validate/links';
import { checkSpelling } from '../src/validate/spelling';
import { repoRoot } from './lib/process';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const LINK_RUNS = Number(process.env.BENCH_LINK_RUNS ?? 10);
const LATENCY_MS = 20;

const quantile = (samples: number[], q: number) => {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timeRuns(runs: number, fn: () => Promise<unknown> | unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return samples;
}

/** A 40 KB marketing email: the retail template with its product rows repeated. */
function email40k(): string {
  const html = fs.readFileSync(path.join(repoRoot, 'test/fixtures/emails/real-world/retail-promo.html'), 'utf8');
  const start = html.indexOf('  <div style="background: #ffffff; background-color: #ffffff; margin: 0px auto; max-width: 600px;">');
  const end = html.indexOf('  <div style="margin: 0px auto; max-width: 600px; background-color: #ffffff;">');
  const block = html.slice(start, end);
  let out = html;
  while (Buffer.byteLength(out) < 40 * 1024) out = out.replace(block, block + block);
  return out;
}

async function benchAll(html: string) {
  const input = () => ({ html, subject: 'The Spring Sale starts now' });
  const options = { checkExternal: false };
  await validateAll(input(), options); // loads harper, the dictionary and caniemail's data once
  const all = await timeRuns(RUNS, () => validateAll(input(), options));
  const sequential = await timeRuns(RUNS, async () => {
    await checkCompatibility(input(), options);
    await checkLinks(input(), options);
    await checkSpelling(input(), options);
    await checkDeliverability(input(), options);
    await checkAccessibility(input(), options);
  });
  console.log(
    `validate-all: ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB email, checkExternal false, ${RUNS} runs: p50 ${ms(quantile(all, 0.5))} (p95 ${ms(quantile(all, 0.95))})` +
      ` | baseline the five checks one after another, each parsing the email: p50 ${ms(quantile(sequential, 0.5))}` +
      ` | ratio ${(quantile(sequential, 0.5) / quantile(all, 0.5)).toFixed(2)}×`,
  );
}

async function benchCompatibility(html: string) {
  await checkCompatibility({ html });
  doIUseEmail(html, { emailClients: ['*'] });
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    await checkCompatibility({ html });
    ours.push(performance.now() - t);
    t = performance.now();
    doIUseEmail(html, { emailClients: ['*'] });
    theirs.push(performance.now() - t);
  }
  const ratio = quantile(theirs, 0.5) / quantile(ours, 0.5);
  console.log(
    `validate-compatibility: same 40 KB email, ${RUNS} runs: p50 ${ms(quantile(ours, 0.5))} (48 clients, positions, notes)` +
      ` | baseline doiuse-email: p50 ${ms(quantile(theirs, 0.5))} (32 clients)` +
      ` | ${ratio.toFixed(2)}× faster (target ≥ 2×) ${ratio >= 2 ? 'OK' : 'BELOW TARGET'}`,
  );
}

/** 20 loopback hosts (127.0.0.1–20) answering after LATENCY_MS, plus the email page for linkinator. */
async function startHosts(page: () => string) {
  const servers: http.Server[] = [];
  let port = 0;
  const handler: http.RequestListener = (req, res) => {
    if (req.url === '/email.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page());
      return;
    }
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(req.method === 'HEAD' ? undefined : '<p>ok</p>');
    }, LATENCY_MS);
  };
  for (let i = 1; i <= 20; i++) {
    const server = http.createServer({ keepAlive: true }, handler);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, `127.0.0.${i}`, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return {
    port,
    /** Closes kept-alive connections and lets the clients see them go. */
    dropIdleConnections: async () => {
      for (const s of servers) s.closeIdleConnections();
      await new Promise((r) => setTimeout(r, 10));
    },
    close: () => Promise.all(servers.map((s) => (s.closeAllConnections(), new Promise((r) => s.close(r))))),
  };
}

async function benchLinks() {
  let html = '';
  const hosts = await startHosts(() => html);
  try {
    const links: string[] = [];
    for (let i = 0; i < 200; i++) links.push(`<a href="http://127.0.0.${(i % 20) + 1}:${hosts.port}/page/${i}">Page ${i}</a>`);
    html = `<!DOCTYPE html><html lang="en"><body>${links.join('\n')}</body></html>`;
    const pageUrl = `http://127.0.0.1:${hosts.port}/email.html`;
    const context = { allowPrivateNetworks: true };
    const checker = new LinkChecker();
    await checkLinks({ html }, {}, context);
    await checker.check({ path: pageUrl, recurse: false });
    const ours: number[] = [];
    const theirs: number[] = [];
    let okOurs = 0;
    let okTheirs = 0;
    // Each run starts from cold connections, as a validation of a new email would: otherwise ours
    // reuses the previous run's keep-alive connections while linkinator (whose HEADs close theirs)
    // cannot. Who goes first alternates, so neither always pays for the other's garbage.
    const runOurs = async () => {
      const t = performance.now();
      const r = await checkLinks({ html }, {}, context);
      ours.push(performance.now() - t);
      okOurs = r.links.filter((l) => l.status === 'ok').length;
    };
    const runTheirs = async () => {
      const t = performance.now();
      const l = await new LinkChecker().check({ path: pageUrl, recurse: false });
      theirs.push(performance.now() - t);
      okTheirs = l.links.filter((x) => x.state === 'OK' && x.url !== pageUrl).length;
    };
    for (let i = 0; i < LINK_RUNS; i++) {
      for (const run of i % 2 ? [runTheirs, runOurs] : [runOurs, runTheirs]) {
        await hosts.dropIdleConnections();
        await run();
      }
    }
    if (okOurs !== 200 || okTheirs !== 200) throw new Error(`expected 200 ok links, got ours ${okOurs}, linkinator ${okTheirs}`);
    const ratio = quantile(theirs, 0.5) / quantile(ours, 0.5);
    console.log(
      `validate-links: 200 links on 20 local hosts (${LATENCY_MS} ms latency, cold connections), ${LINK_RUNS} runs: p50 ${ms(quantile(ours, 0.5))}` +
        ` | baseline linkinator: p50 ${ms(quantile(theirs, 0.5))}` +
        ` | ${ratio.toFixed(2)}× (target ≥ 1.00, no slower) ${ratio >= 1 ? 'OK' : 'BELOW TARGET'}`,
    );
  } finally {
    await hosts.close();
  }
}

const only = process.env.BENCH_ONLY?.split(',');
const html = email40k();
if (!only || only.includes('all')) await benchAll(html);
if (!only || only.includes('compatibility')) await benchCompatibility(html);
if (!only || only.includes('links')) await benchLinks();
