import type { Command } from 'commander';
import { registerContactCommands } from './contacts';
import { registerEmailCommands } from './emails';
import { registerExportCommands } from './exports';
import { registerTestSendCommands } from './test-sends';
import { registerLoginCommands } from './login';
import { registerPreviewCommands } from './previews';
import { registerProjectCommands } from './projects';
import { registerValidateCommands } from './validate';
import { registerWebhookCommands } from './webhooks';

/**
 * The client half of `brandmail`: commands that talk to a running server over HTTP through the
 * SDK (@brandmail/sdk), with the address and key from `brandmail login` or the environment.
 */
export function registerClientCommands(program: Command) {
  registerLoginCommands(program);
  registerProjectCommands(program);
  registerEmailCommands(program);
  registerValidateCommands(program);
  registerPreviewCommands(program);
  registerContactCommands(program);
  registerExportCommands(program);
  registerTestSendCommands(program);
  registerWebhookCommands(program);
  program.addHelpText(
    'after',
    `
Client commands (login … webhooks) talk to a running server: run \`brandmail login\` once, or set
BRANDMAIL_BASE_URL and BRANDMAIL_API_KEY. Each takes --json; exit codes: 0 ok, 1 error,
2 the job failed, 3 timed out.

Examples:
  brandmail login --base-url http://127.0.0.1:3000
  brandmail import https://acme.example --name Acme
  brandmail generate --project prj_01j… --prompt "Spring sale, 20% off" --out email.html
  brandmail validate email.html
  brandmail preview email.html --device iphone-15-apple-mail --out shots/`,
  );
}
