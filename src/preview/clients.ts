/**
 * The email clients previews emulate. Each names the caniemail family × platform whose support
 * data drives its HTML/CSS emulation (`emulates`), how it treats an email in dark mode, and how it
 * shows a blocked image. Client looks are emulated in Chromium, not captured from the clients.
 */

/**
 * What a client does to an email when the reader's system is in dark mode:
 * - `none`: nothing; the email keeps its light colours (the client's own UI may go dark).
 * - `custom`: honours the email's `@media (prefers-color-scheme: dark)` styles; an email with no
 *   dark styles is darkened only when it declares `color-scheme` or sets no backgrounds at all.
 * - `partial`: inverts light backgrounds and dark text, keeps dark and saturated areas.
 * - `full`: inverts every colour, so a dark design turns light.
 */
export type DarkModeBehaviour = 'none' | 'custom' | 'partial' | 'full';

/** How a blocked image appears: a bordered box of the image's size (Outlook desktop) or its alt text. */
export type ImagesOffStyle = 'box' | 'text';

export interface EmailClient {
  id: string;
  name: string;
  /** caniemail family.platform, e.g. `outlook.windows`. */
  emulates: string;
  /** Where `emulates` lacks an entry for a feature, this pair's data stands in. */
  fallback?: string;
  darkMode: DarkModeBehaviour;
  imagesOff: ImagesOffStyle;
  /** Outlook for Windows renders with Word: conditional comments apply and `mso-hide: all` hides. */
  wordEngine?: boolean;
}

const client = (c: EmailClient) => c;

export const CLIENTS = {
  appleMailIos: client({ id: 'apple-mail-ios', name: 'Apple Mail (iOS)', emulates: 'apple-mail.ios', darkMode: 'custom', imagesOff: 'text' }),
  appleMailMacos: client({ id: 'apple-mail-macos', name: 'Apple Mail (macOS)', emulates: 'apple-mail.macos', darkMode: 'custom', imagesOff: 'text' }),
  gmailWeb: client({ id: 'gmail-web', name: 'Gmail (web)', emulates: 'gmail.desktop-webmail', darkMode: 'none', imagesOff: 'text' }),
  gmailMobileWeb: client({ id: 'gmail-mobile-web', name: 'Gmail (mobile web)', emulates: 'gmail.mobile-webmail', darkMode: 'none', imagesOff: 'text' }),
  gmailIos: client({ id: 'gmail-ios', name: 'Gmail (iOS app)', emulates: 'gmail.ios', darkMode: 'full', imagesOff: 'text' }),
  gmailAndroid: client({ id: 'gmail-android', name: 'Gmail (Android app)', emulates: 'gmail.android', darkMode: 'partial', imagesOff: 'text' }),
  outlook2016Windows: client({ id: 'outlook-2016-windows', name: 'Outlook 2016 (Windows)', emulates: 'outlook.windows', darkMode: 'none', imagesOff: 'box', wordEngine: true }),
  outlook365Windows: client({ id: 'outlook-365-windows', name: 'Outlook 365 (Windows)', emulates: 'outlook.windows', darkMode: 'full', imagesOff: 'box', wordEngine: true }),
  newOutlookWindows: client({ id: 'new-outlook-windows', name: 'New Outlook (Windows)', emulates: 'outlook.outlook-com', darkMode: 'partial', imagesOff: 'text' }),
  windowsMail: client({ id: 'windows-mail', name: 'Windows Mail', emulates: 'outlook.windows-mail', darkMode: 'full', imagesOff: 'box', wordEngine: true }),
  outlookMacos: client({ id: 'outlook-macos', name: 'Outlook (macOS)', emulates: 'outlook.macos', darkMode: 'partial', imagesOff: 'box' }),
  outlookCom: client({ id: 'outlook-com', name: 'Outlook.com', emulates: 'outlook.outlook-com', darkMode: 'partial', imagesOff: 'text' }),
  outlookIos: client({ id: 'outlook-ios', name: 'Outlook (iOS app)', emulates: 'outlook.ios', darkMode: 'partial', imagesOff: 'text' }),
  outlookAndroid: client({ id: 'outlook-android', name: 'Outlook (Android app)', emulates: 'outlook.android', darkMode: 'partial', imagesOff: 'text' }),
  yahooWeb: client({ id: 'yahoo-web', name: 'Yahoo Mail (web)', emulates: 'yahoo.desktop-webmail', darkMode: 'none', imagesOff: 'text' }),
  yahooIos: client({ id: 'yahoo-ios', name: 'Yahoo Mail (iOS app)', emulates: 'yahoo.ios', darkMode: 'partial', imagesOff: 'text' }),
  yahooAndroid: client({ id: 'yahoo-android', name: 'Yahoo Mail (Android app)', emulates: 'yahoo.android', darkMode: 'partial', imagesOff: 'text' }),
  aolWeb: client({ id: 'aol-web', name: 'AOL Mail (web)', emulates: 'aol.desktop-webmail', darkMode: 'none', imagesOff: 'text' }),
  aolIos: client({ id: 'aol-ios', name: 'AOL Mail (iOS app)', emulates: 'aol.ios', darkMode: 'partial', imagesOff: 'text' }),
  aolAndroid: client({ id: 'aol-android', name: 'AOL Mail (Android app)', emulates: 'aol.android', darkMode: 'partial', imagesOff: 'text' }),
  samsungEmail: client({ id: 'samsung-email', name: 'Samsung Email', emulates: 'samsung-email.android', darkMode: 'custom', imagesOff: 'text' }),
  thunderbirdWindows: client({ id: 'thunderbird-windows', name: 'Thunderbird (Windows)', emulates: 'thunderbird.windows', fallback: 'thunderbird.macos', darkMode: 'none', imagesOff: 'text' }),
  thunderbirdMacos: client({ id: 'thunderbird-macos', name: 'Thunderbird (macOS)', emulates: 'thunderbird.macos', darkMode: 'none', imagesOff: 'text' }),
  protonWeb: client({ id: 'proton-mail-web', name: 'Proton Mail (web)', emulates: 'protonmail.desktop-webmail', darkMode: 'none', imagesOff: 'text' }),
  protonIos: client({ id: 'proton-mail-ios', name: 'Proton Mail (iOS app)', emulates: 'protonmail.ios', darkMode: 'partial', imagesOff: 'text' }),
  protonAndroid: client({ id: 'proton-mail-android', name: 'Proton Mail (Android app)', emulates: 'protonmail.android', darkMode: 'partial', imagesOff: 'text' }),
  fastmailWeb: client({ id: 'fastmail-web', name: 'Fastmail (web)', emulates: 'fastmail.desktop-webmail', darkMode: 'custom', imagesOff: 'text' }),
  heyWeb: client({ id: 'hey-web', name: 'HEY (web)', emulates: 'hey.desktop-webmail', darkMode: 'none', imagesOff: 'text' }),
  gmxWeb: client({ id: 'gmx-web', name: 'GMX (web)', emulates: 'gmx.desktop-webmail', darkMode: 'none', imagesOff: 'text' }),
  webDeWeb: client({ id: 'web-de-web', name: 'WEB.DE (web)', emulates: 'web-de.desktop-webmail', darkMode: 'none', imagesOff: 'text' }),
  orangeWeb: client({ id: 'orange-web', name: 'Orange Mail (web)', emulates: 'orange.desktop-webmail', darkMode: 'custom', imagesOff: 'text' }),
  mailRuWeb: client({ id: 'mail-ru-web', name: 'Mail.ru (web)', emulates: 'mail-ru.desktop-webmail', darkMode: 'none', imagesOff: 'text' }),
} as const satisfies Record<string, EmailClient>;
