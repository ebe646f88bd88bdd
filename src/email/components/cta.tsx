/**
 * The call-to-action button used by button, hero, product and coupon blocks.
 * React Email's Button already carries the Outlook conditionals that fake padding with
 * mso-font-width spacers (Word ignores padding on <a>); the label colour is chosen for contrast
 * on the fill, and the fill darkened if no label colour could reach AA on it.
 */
import { Button, Column, Row } from './react-email';
import type { CallToAction } from '../fields';
import type { RenderContext } from '../context';
import { plainText } from './inline';

export interface CtaProps {
  ctx: RenderContext;
  cta: CallToAction;
  /** Fill colour; the brand colour by default. */
  fill?: string;
  variant?: 'solid' | 'outline';
  align?: 'left' | 'center' | 'right';
  fullWidth?: boolean;
  /** Space above the button, in px. */
  top?: number;
}

export function Cta({ ctx, cta, fill, variant = 'solid', align = ctx.start, fullWidth = false, top = 0 }: CtaProps) {
  const { theme } = ctx;
  const colors =
    variant === 'solid'
      ? theme.buttonColors(fill)
      : { background: 'transparent', label: theme.accessibleOn(fill ?? theme.primary, ctx.palette.background) };
  return (
    <Row>
      <Column align={align} style={{ textAlign: align, ...(top ? { paddingTop: `${top}px` } : {}) }}>
        <Button
          href={cta.href}
          style={{
            backgroundColor: colors.background,
            color: colors.label,
            ...(variant === 'outline' ? { border: `2px solid ${colors.label}` } : {}),
            borderRadius: `${theme.buttonRadius}px`,
            fontFamily: theme.fonts.body,
            fontSize: '16px',
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
            textDecoration: 'none',
            padding: variant === 'outline' ? '12px 26px' : '14px 28px',
            ...(fullWidth ? { display: 'block' } : {}),
          }}
        >
          {plainText(cta.label, ctx)}
        </Button>
      </Column>
    </Row>
  );
}
