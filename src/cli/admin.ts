import type { Command } from 'commander';
import { AccountsService } from '../accounts/service';
import { ENVIRONMENTS, parsePermissions, PLANS, type Environment, type Plan } from '../accounts/permissions';
import { loadConfig } from '../config';
import { openStore } from '../store/db';
import { CliError, printJson, printTable } from './output';

/**
 * Operator commands that work directly on the store the server uses (same BRANDMAIL_DATA_DIR or
 * DATABASE_URL), so they need no running server and no API key.
 */
async function withAccounts<T>(fn: (accounts: AccountsService) => Promise<T>): Promise<T> {
  const store = await openStore(loadConfig());
  try {
    return await fn(new AccountsService(store.db));
  } finally {
    await store.close();
  }
}

function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new CliError(`Unknown ${what} "${value}". Use one of: ${allowed.join(', ')}.`);
  return value as T;
}

export function registerAdminCommands(program: Command) {
  const keys = program.command('keys').description('Create, list and revoke API keys (works on the local store).');

  keys
    .command('create')
    .description('Create an API key; its value is printed once and cannot be shown again.')
    .requiredOption('--name <name>', 'a label for the key')
    .option('--env <env>', 'test or live', 'test')
    .option('--permissions <list>', "comma-separated permissions, or '*' for all", '*')
    .option('--account <id>', 'account id (default: the only account)')
    .option('--json', 'print one JSON object')
    .addHelpText('after', "\nExample:\n  brandmail keys create --name ci --env test --permissions 'projects:read,emails:write'")
    .action(async (o) => {
      const environment = oneOf<Environment>(o.env, ENVIRONMENTS, 'environment');
      let permissions: string[];
      try {
        permissions = parsePermissions(o.permissions);
      } catch (err) {
        throw new CliError((err as Error).message);
      }
      await withAccounts(async (accounts) => {
        const accountId = o.account ?? (await onlyAccount(accounts));
        const { key, info } = await accounts.createKey({ accountId, name: o.name, environment, permissions }).catch((err) => {
          throw new CliError(err.message);
        });
        if (o.json) return printJson({ id: info.id, key, environment, permissions, accountId, name: info.name });
        process.stdout.write(`Created ${environment} key ${info.id} "${info.name}" for account ${accountId} with permissions: ${permissions.join(' ')}\n`);
        process.stdout.write('Store it now; it cannot be shown again:\n');
        process.stdout.write(`${key}\n`);
      });
    });

  keys
    .command('list')
    .description('List API keys (values are never shown, only a hint).')
    .option('--account <id>', 'only this account')
    .option('--json', 'print JSON')
    .action(async (o) => {
      await withAccounts(async (accounts) => {
        const list = await accounts.listKeys(o.account);
        if (o.json) return printJson(list);
        printTable(list.map((k) => ({ id: k.id, name: k.name, env: k.environment, hint: k.hint, permissions: k.permissions.join(' '), account: k.accountId, revoked: k.revokedAt ?? '' })));
      });
    });

  keys
    .command('revoke <keyId>')
    .description('Revoke an API key at once; requests with it get 401 INVALID_API_KEY.')
    .option('--json', 'print JSON')
    .action(async (keyId, o) => {
      await withAccounts(async (accounts) => {
        const info = await accounts.revokeKey(keyId).catch((err) => {
          throw new CliError(err.message);
        });
        if (o.json) return printJson(info);
        process.stdout.write(`Revoked ${info.id} (${info.hint}).\n`);
      });
    });

  const acc = program.command('accounts').description('Create accounts and set their plan (works on the local store).');
  acc
    .command('create')
    .requiredOption('--name <name>', 'account name')
    .option('--plan <plan>', PLANS.join('|'), 'premium')
    .option('--json', 'print JSON')
    .action(async (o) => {
      const plan = oneOf<Plan>(o.plan, PLANS, 'plan');
      await withAccounts(async (accounts) => {
        const a = await accounts.createAccount(o.name, plan);
        if (o.json) return printJson(a);
        process.stdout.write(`Created account ${a.id} "${a.name}" on plan ${a.plan}.\n${a.id}\n`);
      });
    });
  acc
    .command('list')
    .option('--json', 'print JSON')
    .action(async (o) => {
      await withAccounts(async (accounts) => {
        const list = await accounts.listAccounts();
        if (o.json) return printJson(list);
        printTable(list.map((a) => ({ id: a.id, name: a.name, plan: a.plan, created: a.createdAt })));
      });
    });
  acc
    .command('set-plan <accountId> <plan>')
    .option('--json', 'print JSON')
    .action(async (accountId, planName, o) => {
      const plan = oneOf<Plan>(planName, PLANS, 'plan');
      await withAccounts(async (accounts) => {
        const a = await accounts.setPlan(accountId, plan).catch((err) => {
          throw new CliError(err.message);
        });
        if (o.json) return printJson(a);
        process.stdout.write(`Account ${a.id} is now on plan ${a.plan}.\n`);
      });
    });
}

async function onlyAccount(accounts: AccountsService): Promise<string> {
  const list = await accounts.listAccounts();
  if (list.length === 1) return list[0].id;
  if (list.length === 0) throw new CliError('No account exists yet: run `brandmail accounts create --name NAME` (or start the server once).');
  throw new CliError(`There are ${list.length} accounts; choose one with --account (see \`brandmail accounts list\`).`);
}
