/**
 * Where Chromium is and how it starts. Previews use the system's Chromium (Debian's `chromium`
 * package) through playwright-core, which never downloads a browser of its own.
 */
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Flags measured to work in containers without a GPU, a sandbox-capable kernel or network. */
export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--hide-scrollbars',
  '--mute-audio',
];

export type ChromiumLocation = { found: true; path: string } | { found: false; message: string };

/** `configured` (CHROMIUM_PATH), when set, is the only place looked at. */
export function locateChromium(configured?: string): ChromiumLocation {
  const candidates = configured ? [configured] : CANDIDATES;
  const path = candidates.find((p) => {
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return fs.statSync(p).isFile();
    } catch {
      return false;
    }
  });
  if (path) return { found: true, path };
  return {
    found: false,
    message: configured
      ? `Previews need Chromium, but CHROMIUM_PATH points at ${configured}, which is not an executable file. Install Chromium (Debian/Ubuntu: apt-get install -y chromium) and point CHROMIUM_PATH at its binary (or unset it to use /usr/bin/chromium).`
      : 'Previews need Chromium, which is not installed on this server. Install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary. No restart is needed once it is installed.',
  };
}
