/**
 * The device catalogue: a screen (viewport, device scale factor, touch, operating system) paired
 * with the email client shown on it. For desktop apps and webmail the viewport is the pane the
 * client gives the email (a reading pane, a message column), not the whole screen: that width is
 * what the email's layout meets.
 */
import { CLIENTS, type DarkModeBehaviour, type EmailClient } from './clients';

export type DeviceType = 'phone' | 'tablet' | 'desktop' | 'webmail';

export interface Device {
  id: string;
  name: string;
  type: DeviceType;
  os: string;
  /** The email client's display name. */
  client: string;
  clientId: string;
  /** caniemail family.platform whose support data drives the emulation. */
  emulates: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  /** Whether the client changes an email in dark mode (see `darkModeBehaviour`). */
  darkMode: boolean;
  darkModeBehaviour: DarkModeBehaviour;
  isMobile: boolean;
  hasTouch: boolean;
  /** Sent with the email's image requests, the only traffic a preview makes. */
  userAgent: string;
}

interface Screen {
  name: string;
  type: DeviceType;
  os: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  mobile: boolean;
  userAgent: string;
}

const ios = (version: string, hw: 'iPhone' | 'iPad') =>
  hw === 'iPhone'
    ? `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`
    : `Mozilla/5.0 (iPad; CPU OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;
const android = (version: string, model: string) =>
  `Mozilla/5.0 (Linux; Android ${version}; ${model}; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36`;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/130.0.0.0`;
const SAFARI_MACOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_MACOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const OUTLOOK_WINDOWS = 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17928; Pro)';
const MAC_APP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const THUNDERBIRD = (os: string) => `Mozilla/5.0 (${os}; rv:128.0) Gecko/20100101 Thunderbird/128.4.0`;

const phone = (name: string, os: string, width: number, height: number, dsf: number, userAgent: string): Screen => ({
  name,
  type: 'phone',
  os,
  viewport: { width, height },
  deviceScaleFactor: dsf,
  mobile: true,
  userAgent,
});
const tablet = (name: string, os: string, width: number, height: number, dsf: number, userAgent: string): Screen => ({
  ...phone(name, os, width, height, dsf, userAgent),
  type: 'tablet',
});
/** A desktop app's or webmail's message pane on a given screen. */
const pane = (type: 'desktop' | 'webmail', name: string, os: string, width: number, height: number, dsf: number, userAgent: string): Screen => ({
  name,
  type,
  os,
  viewport: { width, height },
  deviceScaleFactor: dsf,
  mobile: false,
  userAgent,
});

const S = {
  iphoneSe1: phone('iPhone SE (1st gen)', 'iOS 15', 320, 568, 2, ios('15_8', 'iPhone')),
  iphoneSe3: phone('iPhone SE (3rd gen)', 'iOS 18', 375, 667, 2, ios('18_1', 'iPhone')),
  iphone13Mini: phone('iPhone 13 mini', 'iOS 18', 375, 812, 3, ios('18_1', 'iPhone')),
  iphone15: phone('iPhone 15', 'iOS 18', 393, 852, 3, ios('18_1', 'iPhone')),
  iphone16Pro: phone('iPhone 16 Pro', 'iOS 18', 402, 874, 3, ios('18_1', 'iPhone')),
  iphone16ProMax: phone('iPhone 16 Pro Max', 'iOS 18', 440, 956, 3, ios('18_1', 'iPhone')),
  pixel8: phone('Pixel 8', 'Android 15', 412, 915, 2.625, android('15', 'Pixel 8')),
  galaxyS24: phone('Galaxy S24', 'Android 14', 360, 780, 3, android('14', 'SM-S921B')),
  galaxyA54: phone('Galaxy A54', 'Android 14', 384, 854, 2.8125, android('14', 'SM-A546B')),
  androidChrome: phone('Android phone (Chrome)', 'Android 14', 360, 800, 3, android('14', 'SM-A155F').replace('; wv', '')),
  ipad: tablet('iPad (10th gen)', 'iPadOS 18', 820, 1180, 2, ios('18_1', 'iPad')),
  ipadMini: tablet('iPad mini', 'iPadOS 18', 744, 1133, 2, ios('18_1', 'iPad')),
  ipadPro13: tablet('iPad Pro 13"', 'iPadOS 18', 1032, 1376, 2, ios('18_1', 'iPad')),
  galaxyTabS9: tablet('Galaxy Tab S9', 'Android 14', 800, 1280, 2, android('14', 'SM-X710').replace(' Mobile', '')),
};

/** The catalogue, in the order it is listed. */
const entries: Array<[id: string, screen: Screen, client: EmailClient]> = [
  // Phones
  ['iphone-se-1st-apple-mail', S.iphoneSe1, CLIENTS.appleMailIos],
  ['iphone-se-apple-mail', S.iphoneSe3, CLIENTS.appleMailIos],
  ['iphone-13-mini-apple-mail', S.iphone13Mini, CLIENTS.appleMailIos],
  ['iphone-15-apple-mail', S.iphone15, CLIENTS.appleMailIos],
  ['iphone-16-pro-apple-mail', S.iphone16Pro, CLIENTS.appleMailIos],
  ['iphone-16-pro-max-apple-mail', S.iphone16ProMax, CLIENTS.appleMailIos],
  ['iphone-se-gmail', S.iphoneSe3, CLIENTS.gmailIos],
  ['iphone-15-gmail', S.iphone15, CLIENTS.gmailIos],
  ['iphone-15-outlook', S.iphone15, CLIENTS.outlookIos],
  ['iphone-15-yahoo', S.iphone15, CLIENTS.yahooIos],
  ['iphone-15-aol', S.iphone15, CLIENTS.aolIos],
  ['iphone-15-proton-mail', S.iphone15, CLIENTS.protonIos],
  ['pixel-8-gmail', S.pixel8, CLIENTS.gmailAndroid],
  ['pixel-8-outlook', S.pixel8, CLIENTS.outlookAndroid],
  ['pixel-8-yahoo', S.pixel8, CLIENTS.yahooAndroid],
  ['pixel-8-aol', S.pixel8, CLIENTS.aolAndroid],
  ['pixel-8-proton-mail', S.pixel8, CLIENTS.protonAndroid],
  ['galaxy-s24-samsung-email', S.galaxyS24, CLIENTS.samsungEmail],
  ['galaxy-s24-gmail', S.galaxyS24, CLIENTS.gmailAndroid],
  ['galaxy-s24-outlook', S.galaxyS24, CLIENTS.outlookAndroid],
  ['galaxy-a54-samsung-email', S.galaxyA54, CLIENTS.samsungEmail],
  ['android-gmail-mobile-web', S.androidChrome, CLIENTS.gmailMobileWeb],
  // Tablets
  ['ipad-apple-mail', S.ipad, CLIENTS.appleMailIos],
  ['ipad-mini-apple-mail', S.ipadMini, CLIENTS.appleMailIos],
  ['ipad-pro-13-apple-mail', S.ipadPro13, CLIENTS.appleMailIos],
  ['ipad-gmail', S.ipad, CLIENTS.gmailIos],
  ['ipad-outlook', S.ipad, CLIENTS.outlookIos],
  ['galaxy-tab-s9-gmail', S.galaxyTabS9, CLIENTS.gmailAndroid],
  ['galaxy-tab-s9-samsung-email', S.galaxyTabS9, CLIENTS.samsungEmail],
  // Desktop apps (reading panes)
  ['outlook-2016-windows', pane('desktop', 'Windows PC (1920×1080)', 'Windows 10', 1000, 900, 1, OUTLOOK_WINDOWS), CLIENTS.outlook2016Windows],
  ['outlook-365-windows', pane('desktop', 'Windows PC (1920×1080)', 'Windows 11', 1000, 900, 1, OUTLOOK_WINDOWS), CLIENTS.outlook365Windows],
  ['outlook-365-windows-laptop', pane('desktop', 'Windows laptop (150 % scaling)', 'Windows 11', 760, 640, 1.5, OUTLOOK_WINDOWS), CLIENTS.outlook365Windows],
  ['new-outlook-windows', pane('desktop', 'Windows PC (1920×1080)', 'Windows 11', 1000, 900, 1, EDGE_WINDOWS), CLIENTS.newOutlookWindows],
  ['windows-mail', pane('desktop', 'Windows PC (1920×1080)', 'Windows 10', 900, 900, 1, EDGE_WINDOWS), CLIENTS.windowsMail],
  ['outlook-macos', pane('desktop', 'MacBook Air 13"', 'macOS 15', 900, 800, 2, MAC_APP), CLIENTS.outlookMacos],
  ['apple-mail-macos', pane('desktop', 'MacBook Air 13"', 'macOS 15', 900, 800, 2, MAC_APP), CLIENTS.appleMailMacos],
  ['apple-mail-macos-imac', pane('desktop', 'iMac 24"', 'macOS 15', 1400, 1000, 2, MAC_APP), CLIENTS.appleMailMacos],
  ['thunderbird-windows', pane('desktop', 'Windows PC (1920×1080)', 'Windows 11', 1000, 900, 1, THUNDERBIRD('Windows NT 10.0; Win64; x64')), CLIENTS.thunderbirdWindows],
  ['thunderbird-macos', pane('desktop', 'MacBook Air 13"', 'macOS 15', 900, 800, 2, THUNDERBIRD('Macintosh; Intel Mac OS X 10.15')), CLIENTS.thunderbirdMacos],
  // Webmail (message column in a desktop browser)
  ['gmail-web-chrome-windows', pane('webmail', 'Chrome on a 1920×1080 PC', 'Windows 11', 1540, 900, 1, CHROME_WINDOWS), CLIENTS.gmailWeb],
  ['gmail-web-chrome-macbook', pane('webmail', 'Chrome on a MacBook Air 13"', 'macOS 15', 1050, 760, 2, CHROME_MACOS), CLIENTS.gmailWeb],
  ['gmail-web-laptop-1366', pane('webmail', 'Chrome on a 1366×768 laptop', 'Windows 11', 980, 620, 1, CHROME_WINDOWS), CLIENTS.gmailWeb],
  ['outlook-com-edge-windows', pane('webmail', 'Edge on a 1920×1080 PC', 'Windows 11', 1100, 900, 1, EDGE_WINDOWS), CLIENTS.outlookCom],
  ['outlook-com-safari-macos', pane('webmail', 'Safari on a MacBook Air 13"', 'macOS 15', 900, 760, 2, SAFARI_MACOS), CLIENTS.outlookCom],
  ['yahoo-web-chrome-windows', pane('webmail', 'Chrome on a 1920×1080 PC', 'Windows 11', 1200, 900, 1, CHROME_WINDOWS), CLIENTS.yahooWeb],
  ['aol-web-chrome-windows', pane('webmail', 'Chrome on a 1920×1080 PC', 'Windows 11', 1200, 900, 1, CHROME_WINDOWS), CLIENTS.aolWeb],
  ['proton-mail-web', pane('webmail', 'Chrome on a 1920×1080 PC', 'Windows 11', 1000, 900, 1, CHROME_WINDOWS), CLIENTS.protonWeb],
  ['fastmail-web', pane('webmail', 'Safari on a MacBook Air 13"', 'macOS 15', 900, 760, 2, SAFARI_MACOS), CLIENTS.fastmailWeb],
  ['hey-web', pane('webmail', 'Safari on a MacBook Air 13"', 'macOS 15', 900, 760, 2, SAFARI_MACOS), CLIENTS.heyWeb],
  ['gmx-web', pane('webmail', 'Chrome on a 1920×1080 PC', 'Windows 11', 1100, 900, 1, CHROME_WINDOWS), CLIENTS.gmxWeb],
  ['web-de-web', pane('webmail', 'Chrome on a 1920×1080 PC', 'Windows 11', 1100, 900, 1, CHROME_WINDOWS), CLIENTS.webDeWeb],
  ['orange-web', pane('webmail', 'Chrome on a 1920×1080 PC', 'Windows 11', 1100, 900, 1, CHROME_WINDOWS), CLIENTS.orangeWeb],
  ['mail-ru-web', pane('webmail', 'Chrome on a 1920×1080 PC', 'Windows 11', 1100, 900, 1, CHROME_WINDOWS), CLIENTS.mailRuWeb],
];

const byClientId = new Map<string, EmailClient>(Object.values(CLIENTS).map((c) => [c.id, c]));

export const DEVICES: readonly Device[] = entries.map(([id, screen, c]) => ({
  id,
  name: `${screen.name} · ${c.name}`,
  type: screen.type,
  os: screen.os,
  client: c.name,
  clientId: c.id,
  emulates: c.emulates,
  viewport: screen.viewport,
  deviceScaleFactor: screen.deviceScaleFactor,
  darkMode: c.darkMode !== 'none',
  darkModeBehaviour: c.darkMode,
  isMobile: screen.mobile,
  hasTouch: screen.mobile,
  userAgent: screen.userAgent,
}));

const byId = new Map(DEVICES.map((d) => [d.id, d]));

/**
 * Used when a request names no devices: the clients with the largest audiences (Apple Mail,
 * Gmail, Outlook) on the screens most of them are read on, plus Samsung Email and Yahoo.
 */
export const DEFAULT_DEVICE_IDS = [
  'iphone-15-apple-mail',
  'iphone-15-gmail',
  'pixel-8-gmail',
  'galaxy-s24-samsung-email',
  'ipad-apple-mail',
  'apple-mail-macos',
  'outlook-365-windows',
  'outlook-com-edge-windows',
  'gmail-web-chrome-windows',
  'yahoo-web-chrome-windows',
] as const;

export function getDevice(id: string): Device | undefined {
  return byId.get(id);
}

export function clientOf(device: Device): EmailClient {
  return byClientId.get(device.clientId)!;
}
