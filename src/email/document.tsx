/**
 * The whole email around the blocks: html/head/body, the hidden preheader, the centred content
 * column (fluid up to the content width, held at that width in Outlook by a ghost table) and a
 * wrapper carrying lang/dir, which Gmail keeps even though it strips <html> and <body>.
 */
import { Body, Container, Head, Html, Preview } from './components/react-email';
import type { RenderContext } from './context';
import type { EmailDocument } from './schema';
import { joinSegments } from './content';
import { OutlookGhostTableEnd, OutlookGhostTableStart } from './components/outlook';
import { fontCss, layoutCss } from './styles';
import { nameInSource } from './source-names';

export interface EmailViewProps {
  doc: EmailDocument;
  ctx: RenderContext;
}

export function EmailView({ doc, ctx }: EmailViewProps) {
  const { theme } = ctx;
  const subject = joinSegments(doc.subject, ctx.tokenText);
  const preheader = doc.preheader ? joinSegments(doc.preheader, ctx.tokenText) : undefined;
  const fonts = fontCss(ctx);
  return (
    <Html lang={doc.language} dir={doc.dir}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="format-detection" content="telephone=no, date=no, address=no, email=no" />
        <title>{subject}</title>
        <style dangerouslySetInnerHTML={nameInSource('layoutCss', { __html: layoutCss(ctx) })} />
        {fonts ? <style dangerouslySetInnerHTML={nameInSource('fontCss', { __html: fonts })} /> : null}
      </Head>
      <Body className="bm-page" style={{ backgroundColor: theme.pageBackground, margin: '0', padding: '0' }}>
        {preheader ? <Preview>{preheader}</Preview> : null}
        <div
          role="article"
          aria-roledescription="email"
          aria-label={subject}
          lang={doc.language}
          dir={doc.dir}
          style={{ padding: '24px 0' }}
        >
          <OutlookGhostTableStart width={theme.contentWidth} background={theme.content.background} />
          <Container
            className="bm-container bm-content"
            width={theme.contentWidth}
            style={{ width: '100%', maxWidth: `${theme.contentWidth}px`, backgroundColor: theme.content.background }}
          >
            {doc.blocks.map((block, i) => ctx.renderBlock(block, ctx, i))}
          </Container>
          <OutlookGhostTableEnd />
        </div>
      </Body>
    </Html>
  );
}
