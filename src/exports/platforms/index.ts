/** Every platform connector, one file each; adding a platform is one file and one line here. */
import type { Connector } from '../connector';
import { activecampaign } from './activecampaign';
import { braze } from './braze';
import { brevo } from './brevo';
import { campaignMonitor } from './campaign-monitor';
import { customerio } from './customerio';
import { hubspot } from './hubspot';
import { iterable } from './iterable';
import { klaviyo } from './klaviyo';
import { mailchimp } from './mailchimp';
import { mailjet } from './mailjet';
import { postmark } from './postmark';
import { resend } from './resend';
import { sendgrid } from './sendgrid';
import { ses } from './ses';

export const connectors: Record<string, Connector<any>> = Object.fromEntries(
  [mailchimp, klaviyo, sendgrid, brevo, hubspot, campaignMonitor, activecampaign, mailjet, postmark, ses, customerio, iterable, braze, resend].map((c) => [c.platform, c]),
);
