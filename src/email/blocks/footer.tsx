import { Link, Text } from '../components/react-email';
import { z } from 'zod';
import { BlockId, LinkUrl, NavLink, PlainText, RichText } from '../fields';
import type { RenderContext } from '../context';
import { joinSegments, linkText, parseRichText, richTextToPlain } from '../content';
import { BlockSection } from '../components/block-section';
import { plainText } from '../components/inline';
import { RichTextView } from '../components/rich-text';
import { darkClass, textStyle } from '../components/typography';
import { defineBlock, lines, paragraphs, type BlockProps } from './define';

export const FooterSchema = z
  .object({
    type: z.literal('footer'),
    id: BlockId,
    companyName: z.string().min(1).max(200),
    address: z
      .string()
      .min(1)
      .max(300)
      .describe('Postal address; required in commercial email by CAN-SPAM and similar laws'),
    unsubscribeUrl: LinkUrl.describe('Replaced by the platform’s unsubscribe tag on export'),
    unsubscribeLabel: PlainText.default('Unsubscribe'),
    preferencesUrl: LinkUrl.optional(),
    preferencesLabel: PlainText.default('Manage preferences'),
    links: z.array(NavLink).max(5).default([]).describe('e.g. privacy policy, view in browser'),
    legal: RichText.optional().describe('Why the reader gets this email, legal notices'),
  })
  .strict();
export type FooterBlock = z.infer<typeof FooterSchema>;

interface FooterLink {
  label: FooterBlock['unsubscribeLabel'];
  href: string;
}

function footerLinks(block: FooterBlock, ctx: RenderContext): FooterLink[] {
  const preferences = ctx.preferencesUrl(block.preferencesUrl);
  return [
    ...block.links,
    ...(preferences ? [{ label: block.preferencesLabel, href: preferences }] : []),
    { label: block.unsubscribeLabel, href: ctx.unsubscribeUrl(block.unsubscribeUrl) },
  ];
}

export function FooterView({ block, ctx }: BlockProps<FooterBlock>) {
  const small = textStyle(ctx, { size: 'small', color: 'muted', align: 'center' });
  const muted = darkClass(ctx, 'muted');
  return (
    <BlockSection ctx={ctx} top={32} bottom={32} align="center">
      <Text className={muted} style={{ ...small, fontWeight: 700 }}>
        {block.companyName}
      </Text>
      <Text className={muted} style={small}>
        {block.address}
      </Text>
      <Text className={muted} style={{ ...small, margin: '12px 0' }}>
        {footerLinks(block, ctx).map((link, i) => (
          <Link
            key={i}
            href={link.href}
            className={muted}
            style={{ color: ctx.palette.muted, textDecoration: 'underline', margin: '0 8px' }}
          >
            {plainText(link.label, ctx)}
          </Link>
        ))}
      </Text>
      {block.legal ? <RichTextView ctx={ctx} content={block.legal} size="small" color="muted" align="center" /> : null}
    </BlockSection>
  );
}

export const footer = defineBlock({
  schema: FooterSchema,
  Component: FooterView,
  toText: (block, ctx) =>
    paragraphs(
      lines(block.companyName, block.address),
      lines(...footerLinks(block, ctx).map((link) => linkText(joinSegments(link.label, ctx.tokenText), link.href))),
      block.legal && richTextToPlain(parseRichText(block.legal), ctx.tokenText),
    ),
});
