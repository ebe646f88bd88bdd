import type { Project } from '@brandmail/sdk';
import { PLACEHOLDER_SENDER, senderOfKit } from '../../../exports/sender';

const mailbox = (s: { name: string; address: string }) => (s.name ? `${s.name} <${s.address}>` : s.address);

/**
 * Whom a test send of free HTML goes from when a brand names the sender: the API's own reading of
 * the kit (exports/sender.ts), so the line says what the inbox will show. A completed kit without
 * a contact address names no sender; the API then uses its placeholder, which a person should
 * replace with a From before sending to a real inbox.
 */
export function SenderNote({ brand }: { brand?: Project }) {
  if (!brand) return null;
  const sender = senderOfKit(brand.brand);
  return (
    <p className="muted small" role="status">
      {sender
        ? `Sent from ${mailbox(sender)}.`
        : `“${brand.name}” has no contact address in its kit, so the test would come from ${mailbox(PLACEHOLDER_SENDER)}: type a From above.`}
    </p>
  );
}
