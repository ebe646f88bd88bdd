/** Every platform stand-in with the credentials it accepts and requests it must refuse. */
import { activecampaignCredentials, activecampaignProbes, activecampaignStandin } from './activecampaign';
import { brazeCredentials, brazeProbes, brazeStandin } from './braze';
import { brevoCredentials, brevoProbes, brevoStandin } from './brevo';
import { campaignMonitorCredentials, campaignMonitorProbes, campaignMonitorStandin } from './campaign-monitor';
import { customerioCredentials, customerioProbes, customerioStandin } from './customerio';
import { hubspotCredentials, hubspotProbes, hubspotStandin } from './hubspot';
import { iterableCredentials, iterableProbes, iterableStandin } from './iterable';
import { klaviyoCredentials, klaviyoProbes, klaviyoStandin } from './klaviyo';
import { mailchimpCredentials, mailchimpProbes, mailchimpStandin } from './mailchimp';
import { mailjetCredentials, mailjetProbes, mailjetStandin } from './mailjet';
import { postmarkCredentials, postmarkProbes, postmarkStandin } from './postmark';
import { resendCredentials, resendProbes, resendStandin } from './resend';
import { sendgridCredentials, sendgridProbes, sendgridStandin } from './sendgrid';
import { sesCredentials, sesProbes, sesStandin } from './ses';
import type { Standin } from './server';

export interface Probe {
  what: string;
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  json?: unknown;
  body?: string;
}

export interface PlatformStandin {
  platform: string;
  credentials: Record<string, unknown>;
  start(): Promise<Standin>;
  /** Base URL path the connector's API root sits under on the stand-in. */
  basePath: string;
  probes: Probe[];
}

export const standins: PlatformStandin[] = [
  { platform: 'mailchimp', credentials: mailchimpCredentials, start: mailchimpStandin, basePath: '/3.0', probes: mailchimpProbes },
  { platform: 'klaviyo', credentials: klaviyoCredentials, start: klaviyoStandin, basePath: '', probes: klaviyoProbes },
  { platform: 'sendgrid', credentials: sendgridCredentials, start: sendgridStandin, basePath: '', probes: sendgridProbes },
  { platform: 'brevo', credentials: brevoCredentials, start: brevoStandin, basePath: '/v3', probes: brevoProbes },
  { platform: 'hubspot', credentials: hubspotCredentials, start: hubspotStandin, basePath: '', probes: hubspotProbes },
  { platform: 'campaign-monitor', credentials: campaignMonitorCredentials, start: campaignMonitorStandin, basePath: '/api/v3.3', probes: campaignMonitorProbes },
  { platform: 'activecampaign', credentials: activecampaignCredentials, start: activecampaignStandin, basePath: '', probes: activecampaignProbes },
  { platform: 'mailjet', credentials: mailjetCredentials, start: mailjetStandin, basePath: '/v3/REST', probes: mailjetProbes },
  { platform: 'postmark', credentials: postmarkCredentials, start: postmarkStandin, basePath: '', probes: postmarkProbes },
  { platform: 'ses', credentials: sesCredentials, start: sesStandin, basePath: '', probes: sesProbes },
  { platform: 'customerio', credentials: customerioCredentials, start: customerioStandin, basePath: '', probes: customerioProbes },
  { platform: 'iterable', credentials: iterableCredentials, start: iterableStandin, basePath: '', probes: iterableProbes },
  { platform: 'braze', credentials: brazeCredentials, start: brazeStandin, basePath: '', probes: brazeProbes },
  { platform: 'resend', credentials: resendCredentials, start: resendStandin, basePath: '', probes: resendProbes },
];
