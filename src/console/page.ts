import type { ConsoleBundle } from './assets';

/** The console's HTML shell: no inline script or style, so the CSP needs neither. */
export function consolePage(bundle: Pick<ConsoleBundle, 'script' | 'style'>): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>brandmail console</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/console/${bundle.style}">
<script type="module" src="/console/${bundle.script}"></script>
</head>
<body>
<div id="root"><p class="boot">Loading the brandmail console…</p></div>
<noscript><p>The brandmail console needs JavaScript. The API reference is at <a href="/docs">/docs</a>.</p></noscript>
</body>
</html>
`;
}
