/**
 * The `pdf` file export: the email as its recipient sees it on a desktop client, printed by the
 * Chromium that renders previews (src/preview/renderer.ts). Chromium's PDF keeps text as text
 * (selectable, searchable) and every link as a live link annotation. The paper is A4 or Letter,
 * without margins so the email's own background fills it; its 600 px column sits centred on it.
 *
 * The optional mobile rendering follows on one page 375 px wide, as tall as the email: page width is
 * what print layout answers to `@media (max-width: …)`, so the email's responsive rules apply as
 * on a phone. The email's height is measured in a viewport 1 px tall, so a short email is not
 * stretched to a phone screen's height. An email wider than the phone (a 600 px image in a table
 * cell) is shrunk by Chromium's print to fit the page width — at most to 2/3, past that it is cut
 * — so its page is then cropped to the shrunk height, read from the scale Chromium printed with;
 * without it the page kept the unshrunk height, up to a third of it blank below the email.
 * The two prints are joined with pdf-lib, which copies each page with its links.
 *
 * On the desktop pages no block is cut between two pages: each block of a brandmail email (a
 * table in the content column) avoids a page break inside it, so a coupon or a product that does
 * not fit on what is left of a page starts on the next. A block taller than a page still breaks,
 * where it must. Only blocks: a rule on every table row would also hold the row that wraps the
 * whole email, pushing it off the first page and leaving that page blank. HTML from elsewhere is
 * printed as it is. The phone page is one page, so nothing is cut there.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import type { ChromiumPool } from '../../preview/renderer';
import { imageLoader } from '../../preview/images';
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

/** Printed only: keeps each block (a table in the content column, src/email/components) on one page when it fits on one. */
const KEEP_BLOCKS = '<style data-brandmail-print>.bm-content > tbody > tr > td > table { break-inside: avoid; }</style>';

/** The email's HTML with the print rule, in its head (or first, when it has none). */
export function forPrint(html: string): string {
  const head = /<\/head\s*>/i.exec(html);
  return head ? html.slice(0, head.index) + KEEP_BLOCKS + html.slice(head.index) : KEEP_BLOCKS + html;
}

export async function pdfFile(email: PreparedEmail, options: PdfOptions): Promise<ExportFile> {
  const loadImage = imageLoader(options.allowPrivate);
  const common = { html: forPrint(email.html), imageUrls: new Set(imageUrls(email.html)), loadImage, timeoutMs: options.timeoutMs ?? 30_000 };
  const desktop = await options.renderer.pdf({ ...common, device: DESKTOP, page: { format: options.paper, margin: NO_MARGIN } });
  let data = desktop;
  if (options.mobile) {
    let height = 0;
    const mobile = await options.renderer.pdf({
      ...common,
      device: { ...DESKTOP, viewport: { width: MOBILE_WIDTH, height: 1 } },
      // One page as tall as the email, so no block is cut between two pages of a phone's view.
      page: (measured) => {
        height = Math.min(MAX_MOBILE_PAGE_PX, Math.max(1, Math.ceil(measured)));
        // One pixel to spare: an email exactly as tall as its page spills an empty second page
        // (Chromium's rounding); the crop below trims the spare pixel away again.
        return { width: `${MOBILE_WIDTH}px`, height: `${height + 1}px`, margin: NO_MARGIN };
      },
    });
    data = await joinPdfs([desktop, mobile], email.subject, (doc) => {
      const pages = doc.getPages();
      if (pages.length === 1) cropToContent(pages[0], height);
    });
  }
  return { data, contentType: 'application/pdf', fileName: `${fileBaseName(email.name)}.pdf` };
}

/**
 * Chromium's page stream starts with `a 0 0 -a 0 H cm`, then (after `q` and a clip rectangle or
 * two) `b 0 0 b 0 0 cm`: CSS px to points (a × b = 0.75 unshrunk) and the shrink to fit. Any other
 * shape leaves the page as printed.
 */
export function printScale(page: PDFPage): number | undefined {
  const contents = page.node.Contents();
  const first = contents instanceof PDFArray ? contents.lookup(0) : contents;
  if (!(first instanceof PDFRawStream)) return undefined;
  const head = Buffer.from(decodePDFRawStream(first).decode().subarray(0, 200)).toString('latin1');
  const m = /^\s*([\d.]+) 0 0 -\1 0 [\d.]+ cm\s+(?:q\s+|(?:[-\d.]+ ){4}re\s+W\*? n\s+)*([\d.]+) 0 0 \2 0 0 cm/.exec(head);
  const scale = m ? Number(m[1]) * Number(m[2]) : NaN;
  return scale > 0 && scale <= 0.75 + 1e-6 ? scale : undefined;
}

/** Crops a one-page print of an email `heightPx` CSS px tall to the height it was printed at. */
function cropToContent(page: PDFPage, heightPx: number): void {
  const scale = printScale(page);
  if (!scale) return;
  const { width, height } = page.getMediaBox();
  const content = Math.ceil(heightPx * scale * 100) / 100;
  if (content >= height - 0.5) return;
  // The page's top stays where it is (Chromium draws from the top down); only the box shrinks.
  page.setMediaBox(0, height - content, width, content);
  page.setCropBox(0, height - content, width, content);
}

async function joinPdfs(parts: Buffer[], title: string, lastPart?: (doc: PDFDocument) => void): Promise<Buffer> {
  const out = await PDFDocument.create();
  for (const [i, part] of parts.entries()) {
    const doc = await PDFDocument.load(part);
    if (i === parts.length - 1) lastPart?.(doc);
    for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
  }
  out.setTitle(title);
  out.setProducer('brandmail (Chromium, pdf-lib)');
  return Buffer.from(await out.save());
}
