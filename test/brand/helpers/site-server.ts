/**
 * Serves the fixture websites under test/fixtures/sites over real HTTP on 127.0.0.1, one origin
 * per site (their pages use root-relative paths). Text is compressed the way real servers do
 * (br for stylesheets, gzip for the rest, when the client accepts it), and a site's
 * `_headers.json` overrides response headers by path or `*.ext`, e.g. a legacy charset.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const SITES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/sites');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
};

export interface ServedSite {
  name: string;
  url: string;
  /** Requests seen, by path (to assert what the crawler fetched). */
  requests: string[];
  close(): Promise<void>;
}

export interface SiteExpectation {
  name: string;
  logo?: { source: string; variant?: 'light' | 'dark' } | null;
  icon?: boolean;
  colors?: Partial<Record<'primary' | 'secondary' | 'accent' | 'background' | 'text', string | null>>;
  fonts?: { heading?: string; body?: string };
  fontSources?: { heading?: string | null; body?: string | null };
  socialLinks?: { platform: string; url: string }[];
  language?: string;
  contact?: { email?: string; phone?: string; address?: string };
  products?: string[];
  pages?: string[];
  tone?: string[];
  descriptionContains?: string;
  warningMatches?: string;
  requiresRendering?: boolean;
  whenRendered?: Omit<SiteExpectation, 'name' | 'whenRendered'>;
}

export function siteNames(): string[] {
  return fs
    .readdirSync(SITES_DIR)
    .filter((d) => fs.existsSync(path.join(SITES_DIR, d, 'expected.json')))
    .sort();
}

export function readExpectation(name: string): SiteExpectation {
  return JSON.parse(fs.readFileSync(path.join(SITES_DIR, name, 'expected.json'), 'utf8'));
}

export function serveSite(name: string): Promise<ServedSite> {
  const dir = path.join(SITES_DIR, name);
  const headersFile = path.join(dir, '_headers.json');
  const overrides: Record<string, Record<string, string>> = fs.existsSync(headersFile) ? JSON.parse(fs.readFileSync(headersFile, 'utf8')) : {};
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(urlPath);
    let file = path.join(dir, urlPath);
    if (!file.startsWith(dir) || path.basename(file).startsWith('_') || path.basename(file) === 'expected.json') {
      res.writeHead(404).end('not found');
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Not found</h1>');
      return;
    }
    const ext = path.extname(file);
    const headers: Record<string, string> = { 'content-type': TYPES[ext] ?? 'application/octet-stream', ...(overrides[`*${ext}`] ?? {}), ...(overrides[urlPath] ?? {}) };
    let body = fs.readFileSync(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const text = /^(text\/|application\/(javascript|json)|image\/svg)/.test(headers['content-type']);
    if (text && ext === '.css' && /\bbr\b/.test(accept)) {
      body = zlib.brotliCompressSync(body);
      headers['content-encoding'] = 'br';
    } else if (text && /\bgzip\b/.test(accept)) {
      body = zlib.gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        name,
        url: `http://127.0.0.1:${port}/`,
        requests,
        close: () => new Promise((r) => server.close(() => r())),
      });
      server.unref();
    });
  });
}

/** A server answering every request with the given handler (failure cases: 404, not HTML, slow). */
export function serveHandler(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }) });
      server.unref();
    });
  });
}
