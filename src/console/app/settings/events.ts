import type { WebhookEventType } from '@brandmail/sdk';

/**
 * What each event means to a person choosing what to receive. A Record over the SDK's event type,
 * so an event the API adds is a type error here until it is described (and offered).
 */
export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'project.import.completed': 'Brand import finished',
  'project.import.failed': 'Brand import failed',
  'email.generation.completed': 'Email written',
  'email.generation.failed': 'Email writing failed',
  'preview.completed': 'Previews rendered',
  'preview.failed': 'Previews failed',
  'export.completed': 'Export finished',
  'export.failed': 'Export failed',
  'email.test_send.completed': 'Test send finished',
  'email.test_send.failed': 'Test send failed',
  'webhook.test': 'Test event (Send test)',
};

export const EVENT_TYPES = Object.keys(EVENT_LABELS) as WebhookEventType[];
