import type { ContactStatus } from '@brandmail/sdk';

export const STATUSES: ContactStatus[] = ['subscribed', 'pending', 'unsubscribed', 'bounced', 'complained', 'cleaned'];
