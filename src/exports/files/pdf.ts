/**
 * The `pdf` file export: the email as its recipient sees it on a desktop client, printed by the
 * Chromium that renders previews (src/preview/renderer.ts). Chromium's PDF keeps text as text
 * (selectable, searchable) and every link as a live link annotation. The paper is A4 or Letter,
 * without margins so the email's own background fills it; its 600 px column sits centred on it.
 *
 * The optional mobile rendering follows on pages 375 px wide, as tall as the email: page width is
 * what print layout answers to `@media (max-width: …)`, so the email's responsive rules apply as
 * on a phone. The two prints are joined with pdf-lib, which copies each page with its links.
 */
import { PDFDocument } from 'pdf-lib';
import type { ChromiumPool } from '../../preview/renderer';
import { imageLoader } from '../../preview/render-job';
import type { PreparedEmail } from '../content';
import { fileBaseName, type ExportFile } from './html';
import { imageUrls } from './zip';

export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export interface PdfOptions {
  paper: PaperSize;
  /** Adds the mobile rendering (375 px wide) after the desktop pages. */
  mobile: boolean;
  renderer: ChromiumPool;
  allowPrivate: boolean;
  timeoutMs?: number;
}

const DESKTOP = {
  viewport: { width: 1024, height: 1366 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const MOBILE_WIDTH = 375;
const NO_MARGIN = { top: '0', right: '0', bottom: '0', left: '0' };
/** Longest page Chromium and PDF viewers handle well (PDF's limit is 200 in = 19 200 px). */
const MAX_MOBILE_PAGE_PX = 14_400;

export async function pdfFile(email: PreparedEmail, options: PdfOptions): Promise<ExportFile> {
  const loadImage = imageLoader(options.allowPrivate);
  const common = { html: email.html, imageUrls: new Set(imageUrls(email.html)), loadImage, timeoutMs: options.timeoutMs ?? 30_000 };
  const desktop = await options.renderer.pdf({ ...common, device: DESKTOP, page: { format: options.paper, margin: NO_MARGIN } });
  let data = desktop;
  if (options.mobile) {
    const mobile = await options.renderer.pdf({
      ...common,
      device: { ...DESKTOP, viewport: { width: MOBILE_WIDTH, height: 812 } },
      // One page as tall as the email, so no block is cut between two pages of a phone's view.
      page: (height) => ({ width: `${MOBILE_WIDTH}px`, height: `${Math.min(MAX_MOBILE_PAGE_PX, Math.max(812, Math.ceil(height)))}px`, margin: NO_MARGIN }),
    });
    data = await joinPdfs([desktop, mobile], email.subject);
  }
  return { data, contentType: 'application/pdf', fileName: `${fileBaseName(email.name)}.pdf` };
}

async function joinPdfs(parts: Buffer[], title: string): Promise<Buffer> {
  const out = await PDFDocument.create();
  for (const part of parts) {
    const doc = await PDFDocument.load(part);
    for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
  }
  out.setTitle(title);
  out.setProducer('brandmail (Chromium, pdf-lib)');
  return Buffer.from(await out.save());
}
