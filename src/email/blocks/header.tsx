import { Column, Link, Row } from '../components/react-email';
import { z } from 'zod';
import { BlockId, LinkedImage, NavLink } from '../fields';
import type { RenderContext } from '../context';
import { joinSegments, linkText } from '../content';
import { BlockSection } from '../components/block-section';
import { EmailImage } from '../components/image';
import { plainText } from '../components/inline';
import { darkClass, textStyle } from '../components/typography';
import { defineBlock, lines, type BlockProps } from './define';

export const HeaderSchema = z
  .object({
    type: z.literal('header'),
    id: BlockId,
    logo: LinkedImage.describe('Logo image (PNG); alt is usually the company name'),
    links: z.array(NavLink).max(5).default([]).describe('Optional navigation links'),
    align: z.enum(['start', 'center']).default('start'),
  })
  .strict();
export type HeaderBlock = z.infer<typeof HeaderSchema>;

const LOGO_MAX_WIDTH = 180;

function NavLinks({ block, ctx, align }: BlockProps<HeaderBlock> & { align: 'left' | 'center' | 'right' }) {
  const style = { ...textStyle(ctx, { size: 'small', bold: true, align }), textDecoration: 'none' };
  return (
    <>
      {block.links.map((link, i) => (
        <Link
          key={i}
          href={link.href}
          className={darkClass(ctx, 'text')}
          style={{ ...style, [ctx.start === 'left' ? 'marginLeft' : 'marginRight']: i === 0 ? '0' : '16px' }}
        >
          {plainText(link.label, ctx)}
        </Link>
      ))}
    </>
  );
}

export function HeaderView({ block, ctx }: BlockProps<HeaderBlock>) {
  const logo = (c: RenderContext, align: 'left' | 'center' | 'right') => (
    <EmailImage ctx={c} image={block.logo} href={block.logo.href} align={align} maxWidth={LOGO_MAX_WIDTH} />
  );
  if (block.align === 'center' || block.links.length === 0) {
    const align = block.align === 'center' ? 'center' : ctx.start;
    return (
      <BlockSection ctx={ctx} top={24} bottom={16} align={align}>
        {logo(ctx, align)}
        {block.links.length > 0 ? (
          <Row>
            <Column align={align} style={{ paddingTop: '16px', textAlign: align }}>
              <NavLinks block={block} ctx={ctx} align={align} />
            </Column>
          </Row>
        ) : null}
      </BlockSection>
    );
  }
  const logoWidth = Math.min(block.logo.width ?? LOGO_MAX_WIDTH, LOGO_MAX_WIDTH);
  return (
    <BlockSection ctx={ctx} top={24} bottom={16}>
      <Row>
        <Column width={logoWidth} valign="middle" style={{ width: `${logoWidth}px`, verticalAlign: 'middle' }}>
          {logo({ ...ctx, width: logoWidth }, ctx.start)}
        </Column>
        <Column align={ctx.end} valign="middle" style={{ verticalAlign: 'middle', textAlign: ctx.end }}>
          <NavLinks block={block} ctx={ctx} align={ctx.end} />
        </Column>
      </Row>
    </BlockSection>
  );
}

export const header = defineBlock({
  schema: HeaderSchema,
  Component: HeaderView,
  toText: (block, ctx) =>
    lines(
      block.logo.alt,
      block.links.map((link) => linkText(joinSegments(link.label, ctx.tokenText), link.href)).join(' | '),
    ),
});
