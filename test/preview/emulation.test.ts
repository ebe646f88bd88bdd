/** Client emulation on the HTML alone: what each client keeps, drops and rewrites. */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { CLIENTS } from '../../src/preview/clients';
import { DEFAULT_DEVICE_IDS, DEVICES, getDevice } from '../../src/preview/devices';
import { emulateClient } from '../../src/preview/emulation';
import { caniemailFeatures, clientSupport } from '../../src/preview/emulation/caniemail';
import { evaluateCondition } from '../../src/preview/emulation/word-engine';

const emulate = (html: string, client: (typeof CLIENTS)[keyof typeof CLIENTS], imagesOff = false) =>
  emulateClient(html, client, { imagesOff, isMobile: false });

describe('device catalogue', () => {
  it('lists 40+ devices across phones, tablets, desktop apps and webmail, each backed by caniemail data', () => {
    expect(DEVICES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEVICES.map((d) => d.id)).size).toBe(DEVICES.length);
    expect(new Set(DEVICES.map((d) => d.type))).toEqual(new Set(['phone', 'tablet', 'desktop', 'webmail']));
    const families = new Set(DEVICES.map((d) => d.emulates.split('.')[0]));
    for (const family of ['apple-mail', 'gmail', 'outlook', 'yahoo', 'aol', 'samsung-email', 'thunderbird']) expect(families).toContain(family);
    for (const d of DEVICES) {
      expect(clientSupport(d.emulates).size, d.id).toBeGreaterThan(0);
      expect(d.viewport.width).toBeGreaterThanOrEqual(320);
      expect(d.deviceScaleFactor).toBeGreaterThanOrEqual(1);
    }
    expect(DEVICES.filter((d) => d.darkMode).length).toBeGreaterThan(10);
    expect(DEVICES.filter((d) => !d.darkMode).length).toBeGreaterThan(5);
    for (const id of DEFAULT_DEVICE_IDS) expect(getDevice(id), id).toBeDefined();
    expect(DEFAULT_DEVICE_IDS).toHaveLength(10);
  });
});

describe('caniemail data', () => {
  it('takes a client’s last-listed result, as validation does', () => {
    // Outlook for Mac lists "2011", "2016", "16.80": 16.80 (2023) is the newest and drops
    // @font-face, which a numeric sort of the keys would miss.
    expect(clientSupport('outlook.macos').get('css-at-font-face')?.level).toBe('n');
    expect(clientSupport('apple-mail.macos').get('css-at-media-prefers-color-scheme')?.level).toBe('y');
    expect(clientSupport('outlook.windows').get('css-border-radius')?.level).toBe('n');
    expect(caniemailFeatures().length).toBeGreaterThan(250);
  });

  it('falls back to a sibling platform where a client has no entry', () => {
    const windows = clientSupport('thunderbird.windows');
    const withFallback = clientSupport('thunderbird.windows', 'thunderbird.macos');
    expect(withFallback.size).toBeGreaterThan(windows.size * 3);
  });
});

describe('Outlook for Windows (Word)', () => {
  const button = '<a href="#" style="display:inline-block;padding:12px 24px;background:#0a58ff url(https://img.example/bg.png) no-repeat;border-radius:8px;box-shadow:0 1px 2px #000;color:#fff">Buy</a>';

  it('drops the CSS Word ignores: rounded corners, shadows, background images, @media', () => {
    const html = `<html><head><style>.btn { border-radius: 8px; color: red; } @media (max-width: 600px) { .col { display: block !important; } }</style></head>
      <body><div class="btn" style="max-width:600px;background-image:url(https://img.example/a.png)">x</div><table style="max-width:600px"><tr><td>${button}</td></tr></table></body></html>`;
    const out = emulate(html, CLIENTS.outlook365Windows).html;
    expect(out).not.toMatch(/border-radius/);
    expect(out).not.toMatch(/box-shadow/);
    expect(out).not.toMatch(/url\(/);
    expect(out).not.toMatch(/@media/);
    expect(out).toMatch(/color:\s*red/);
    // background keeps only its colour; max-width survives only on the table.
    const $ = load(out);
    expect($('a').attr('style')).toContain('background:#0a58ff');
    expect($('div.btn').attr('style') ?? '').not.toContain('max-width');
    expect($('table').attr('style')).toContain('max-width:600px');

    const apple = emulate(html, CLIENTS.appleMailMacos).html;
    expect(apple).toMatch(/border-radius:8px/);
    expect(apple).toMatch(/@media/);
  });

  it('opens conditional comments for Outlook and removes the non-Outlook content', () => {
    const html = `<html><body>
      <!--[if mso]><table role="presentation" width="600"><tr><td id="ghost"><![endif]-->
      <!--[if !mso]><!--><p id="modern">flexible</p><!--<![endif]-->
      <!--[if gte mso 9]><p id="old">word</p><![endif]-->
      <!--[if lt mso 12]><p id="ancient">2003</p><![endif]-->
      <p id="hidden" style="mso-hide:all">hidden in Word</p>
      <!--[if mso]></td></tr></table><![endif]-->
    </body></html>`;
    const $ = load(emulate(html, CLIENTS.outlook2016Windows).html);
    expect($('#ghost').length).toBe(1);
    expect($('#old').length).toBe(1);
    expect($('#modern').length).toBe(0);
    expect($('#ancient').length).toBe(0);
    expect($('#hidden').length).toBe(0);

    const gmail = load(emulate(html, CLIENTS.gmailWeb).html);
    expect(gmail('#modern').length).toBe(1);
    expect(gmail('#ghost').length).toBe(0);
    expect(gmail('#hidden').length).toBe(1);
  });

  it('draws VML buttons as boxes of their size and fill', () => {
    const html = `<html><body><!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" arcsize="10%" style="height:40px;v-text-anchor:middle;width:200px;" fillcolor="#0a58ff" stroke="f"><w:anchorlock/><v:textbox inset="0,0,0,0"><center style="color:#ffffff">Buy</center></v:textbox></v:roundrect><![endif]--></body></html>`;
    const $ = load(emulate(html, CLIENTS.outlook365Windows).html);
    const box = $('span').first();
    expect(box.attr('style')).toContain('width:200px');
    expect(box.attr('style')).toContain('height:40px');
    expect(box.attr('style')).toContain('background-color:#0a58ff');
    expect(box.text()).toBe('Buy');
    expect($.html()).not.toMatch(/v:|w:anchorlock/);
  });

  it('evaluates conditional-comment expressions as Word 16 does', () => {
    expect(evaluateCondition('mso')).toBe(true);
    expect(evaluateCondition('!mso')).toBe(false);
    expect(evaluateCondition('mso | IE')).toBe(true);
    expect(evaluateCondition('(gte mso 9)|(IE)')).toBe(true);
    expect(evaluateCondition('lte mso 15')).toBe(false);
    expect(evaluateCondition('mso 16')).toBe(true);
    expect(evaluateCondition('IE')).toBe(false);
    expect(evaluateCondition('mso & !IE')).toBe(true);
  });
});

/** The email's own style sheets (the preview adds one that freezes animations). */
const EMAIL_STYLES = 'style:not([data-brandmail-preview])';

describe('style sheets', () => {
  const html = `<html><head><style id="head">p { color: blue; } @media (prefers-color-scheme: dark) { p { color: white; } }</style></head>
    <body><style id="body">.x { color: green; }</style><p>hi</p></body></html>`;

  it('Gmail keeps head styles but not styles in the body, nor prefers-color-scheme', () => {
    const $ = load(emulate(html, CLIENTS.gmailWeb).html);
    expect($(EMAIL_STYLES).length).toBe(1);
    expect($(EMAIL_STYLES).text()).toContain('color:blue');
    expect($(EMAIL_STYLES).text()).not.toContain('prefers-color-scheme');
  });

  it('Gmail’s mobile webmail keeps no style sheet at all', () => {
    expect(load(emulate(html, CLIENTS.gmailMobileWeb).html)(EMAIL_STYLES).length).toBe(0);
  });

  it('Apple Mail keeps both, dark styles included, and tells the page it prefers dark', () => {
    const emulated = emulate(html, CLIENTS.appleMailIos);
    const $ = load(emulated.html);
    expect($(EMAIL_STYLES).length).toBe(2);
    expect($('style#head').text()).toContain('prefers-color-scheme');
    expect(emulated.dark).toEqual({ colorScheme: 'dark', transform: 'none' });
  });

  it('survives a style sheet it cannot parse', () => {
    const broken = '<html><head><style>p { color: red; border-radius: 4px } @media screen { p { </style></head><body><p>x</p></body></html>';
    expect(() => emulate(broken, CLIENTS.outlook2016Windows)).not.toThrow();
  });
});

describe('dark mode plans', () => {
  const plain = '<html><body><p>hi</p></body></html>';
  it('differs by client', () => {
    expect(emulate(plain, CLIENTS.gmailIos).dark.transform).toBe('full');
    expect(emulate(plain, CLIENTS.gmailAndroid).dark.transform).toBe('partial');
    expect(emulate(plain, CLIENTS.gmailWeb).dark).toEqual({ colorScheme: 'light', transform: 'none' });
    expect(emulate(plain, CLIENTS.appleMailMacos).dark).toEqual({ colorScheme: 'dark', transform: 'plain' });
    const declared = '<html><head><meta name="color-scheme" content="light dark"></head><body style="background:#fff"><p>hi</p></body></html>';
    expect(emulate(declared, CLIENTS.appleMailMacos).dark.transform).toBe('partial');
  });
});

describe('images', () => {
  const html = '<html><body><a href="#"><img src="https://img.example/hero.png" alt="Summer sale" width="600" height="300" style="display:block;font-size:20px;color:#333"></a><img src="https://img.example/photo.webp" alt="Photo"></body></html>';

  it('replaces images with their alt text when images are off, and loads none', () => {
    const off = emulate(html, CLIENTS.gmailWeb, true);
    const $ = load(off.html);
    expect($('img').length).toBe(0);
    expect($('a span').text()).toBe('Summer sale');
    expect($('a span').attr('style')).toContain('font-size:20px');
    expect(off.imageUrls).toEqual([]);
    const outlook = load(emulate(html, CLIENTS.outlook2016Windows, true).html)('span').first().attr('style');
    expect(outlook).toContain('height:300px');
    expect(outlook).toContain('border:1px solid');
  });

  it('lists the email’s own images, and drops formats a client cannot show', () => {
    expect(emulate(html, CLIENTS.gmailWeb).imageUrls.sort()).toEqual(['https://img.example/hero.png', 'https://img.example/photo.webp']);
    const $ = load(emulate(html, CLIENTS.outlook2016Windows).html);
    expect($('img[alt="Photo"]').attr('src')).toBeUndefined();
    expect($('img[alt="Summer sale"]').attr('src')).toBe('https://img.example/hero.png');
  });

  it('strips scripts, frames and event handlers, and gives phones a viewport', () => {
    const active = '<html><head></head><body onload="x()"><script>alert(1)</script><iframe src="https://x.example"></iframe><p onclick="y()">hi</p></body></html>';
    const out = emulateClient(active, CLIENTS.appleMailIos, { imagesOff: false, isMobile: true }).html;
    expect(out).not.toMatch(/script|iframe|onload|onclick/);
    expect(out).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });
});
