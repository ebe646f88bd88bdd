/**
 * bench/render: documents rendered per second to HTML (the 12-block fixture), beside a bare
 * @react-email/render of the equivalent static component in the same run. Target: ≤ 1.5×.
 *
 *   node --import tsx bench/render.ts
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

// The service runs React's production build; the development build is several times slower and
// would hide brandmail's own overhead. Set before React is first imported.
process.env.NODE_ENV ??= 'production';

const { createElement } = await import('react');
const { render } = await import('@react-email/render');
const { renderHtml } = await import('../src/email');
const { default: Baseline } = await import('./fixtures/render-baseline');

const doc = JSON.parse(
  readFileSync(new URL('../test/fixtures/documents/twelve-block-promo.json', import.meta.url), 'utf8'),
);

const WARMUP = 300;
const ROUNDS = 10;
const PER_ROUND = 150;

type Task = () => Promise<string>;
const ours: Task = () => renderHtml(doc);
const baseline: Task = () => render(createElement(Baseline));

async function timeBatch(task: Task, samples: number[]): Promise<void> {
  for (let i = 0; i < PER_ROUND; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((sum, ms) => sum + ms, 0);
  return { perSecond: (samples.length * 1000) / total, p50: sorted[Math.floor(sorted.length / 2)]! };
}

if ((await ours()) !== (await baseline()))
  throw new Error('The baseline no longer renders the same HTML as renderHtml(doc)');

for (let i = 0; i < WARMUP; i++) {
  await ours();
  await baseline();
}

// Interleaved rounds, so a colleague's CPU burst slows both sides alike.
const oursSamples: number[] = [];
const baselineSamples: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  await timeBatch(ours, oursSamples);
  await timeBatch(baseline, baselineSamples);
}

const a = summary(oursSamples);
const b = summary(baselineSamples);
const ratio = b.perSecond / a.perSecond;
console.log(
  `render: 12-block document → HTML: ${a.perSecond.toFixed(0)} docs/s (p50 ${a.p50.toFixed(2)} ms) | ` +
    `baseline bare @react-email/render of hand-written component: ${b.perSecond.toFixed(0)} docs/s (p50 ${b.p50.toFixed(2)} ms) | ` +
    `ratio ${ratio.toFixed(2)}× (target ≤ 1.5×)`,
);
