import { Column, Img, Link, Row } from '../components/react-email';
import { z } from 'zod';
import { Align, BlockId, ImageUrl, LinkUrl } from '../fields';
import { alignOf, type RenderContext } from '../context';
import { linkText } from '../content';
import { BlockSection } from '../components/block-section';
import { darkClass, textStyle } from '../components/typography';
import { defineBlock, type BlockProps } from './define';

export const SOCIAL_PLATFORMS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  threads: 'Threads',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  github: 'GitHub',
  discord: 'Discord',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  website: 'Website',
  email: 'Email',
} as const;
type Platform = keyof typeof SOCIAL_PLATFORMS;

export const SocialSchema = z
  .object({
    type: z.literal('social'),
    id: BlockId,
    links: z
      .array(
        z
          .object({
            platform: z.enum(Object.keys(SOCIAL_PLATFORMS) as [Platform, ...Platform[]]),
            url: LinkUrl,
            iconUrl: ImageUrl.optional().describe(
              'PNG icon; default: brandmail’s icon when an assets URL is configured',
            ),
          })
          .strict(),
      )
      .min(1)
      .max(10),
    align: Align.default('center'),
  })
  .strict();
export type SocialBlock = z.infer<typeof SocialSchema>;

const ICON_SIZE = 32;

export function iconFor(link: SocialBlock['links'][number], ctx: RenderContext): string | undefined {
  return link.iconUrl ?? (ctx.assetsBaseUrl ? `${ctx.assetsBaseUrl}/social/${link.platform}.png` : undefined);
}

/** Icons when an image is available (PNG: SVG is blocked by most clients), the platform name otherwise. */
export function SocialView({ block, ctx }: BlockProps<SocialBlock>) {
  const align = alignOf(ctx, block.align);
  return (
    <BlockSection ctx={ctx} top={16} bottom={16}>
      <Row align={align} width="auto" style={{ width: 'auto' }}>
        {block.links.map((link, i) => {
          const name = SOCIAL_PLATFORMS[link.platform];
          const icon = iconFor(link, ctx);
          return (
            <Column key={i} style={{ padding: '0 6px' }}>
              <Link
                href={link.url}
                className={icon ? undefined : darkClass(ctx, 'link')}
                style={
                  icon
                    ? { display: 'block' }
                    : {
                        ...textStyle(ctx, { size: 'small', bold: true }),
                        color: ctx.palette.link,
                        textDecoration: 'underline',
                      }
                }
              >
                {icon ? (
                  <Img
                    src={icon}
                    alt={name}
                    width={ICON_SIZE}
                    height={ICON_SIZE}
                    style={{ width: `${ICON_SIZE}px`, height: `${ICON_SIZE}px` }}
                  />
                ) : (
                  name
                )}
              </Link>
            </Column>
          );
        })}
      </Row>
    </BlockSection>
  );
}

export const social = defineBlock({
  schema: SocialSchema,
  Component: SocialView,
  toText: (block) => block.links.map((link) => linkText(SOCIAL_PLATFORMS[link.platform], link.url)).join('\n'),
});
