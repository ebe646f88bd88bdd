import { Command, CommanderError } from 'commander';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { VERSION } from '../version';
import { registerAdminCommands } from './admin';
import { registerClientCommands } from './client';
import { registerMcpCommand } from './mcp';
import { CliError } from './output';

const program = new Command()
  .name('brandmail')
  .description('Import brands, generate, check, preview and export on-brand emails.')
  .version(VERSION)
  .exitOverride();

program
  .command('serve')
  .description('Start the HTTP API (and in embedded mode, the job workers).')
  .action(async () => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    // Loaded on demand: client commands must not pay for (or break on) the whole server.
    const { startServer, stopOnSignals } = await import('../server');
    const runtime = await startServer(config, { logger });
    stopOnSignals(runtime, logger);
  });

program
  .command('worker')
  .description('Run job workers only (distributed mode, with DATABASE_URL).')
  .action(async () => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    const { startWorker, stopOnSignals } = await import('../server');
    const runtime = await startWorker(config, { logger });
    logger.info({ queue: runtime.ctx.queue.kind }, 'worker started');
    stopOnSignals(runtime, logger);
  });

registerAdminCommands(program);
registerClientCommands(program);
registerMcpCommand(program);

// A stray rejection (e.g. a background write of pg-boss failing while the database restarts) must
// be logged, not end a server that is otherwise healthy.
process.on('unhandledRejection', (reason) => {
  process.stderr.write(`brandmail: unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}\n`);
});

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) process.exit(err.exitCode);
  const message = err instanceof CliError || err instanceof Error ? err.message : String(err);
  process.stderr.write(`brandmail: ${message}\n`);
  process.exit(err instanceof CliError ? err.exitCode : 1);
}
