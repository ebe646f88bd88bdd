/**
 * Outlook for Windows (Word's HTML engine) ignores max-width, so a fluid 100%-wide container would
 * stretch across the whole reading pane. A "ghost table", inside conditional comments only Word
 * reads, holds the content at its fixed width there.
 *
 * React cannot emit a bare comment, so each half travels in an empty <div>; other clients see two
 * empty divs. Word, like an HTML5 parser, ignores the stray </div> inside the table cell.
 */
import { nameInSource } from '../source-names';

export function OutlookGhostTableStart({ width, background }: { width: number; background: string }) {
  return (
    <div
      dangerouslySetInnerHTML={nameInSource('outlookTableStart', {
        __html: `<!--[if mso]><table role="presentation" align="center" width="${width}" cellpadding="0" cellspacing="0" border="0" style="width:${width}px;background-color:${background}"><tr><td><![endif]-->`,
      })}
    />
  );
}

export function OutlookGhostTableEnd() {
  return (
    <div
      dangerouslySetInnerHTML={nameInSource('outlookTableEnd', {
        __html: '<!--[if mso]></td></tr></table><![endif]-->',
      })}
    />
  );
}
