#!/usr/bin/env node
// The package runs a bundle compiled from its TypeScript sources on first use (bin/build.js):
// no build step to remember, no generated files in the repository, and none of tsx's run-time
// loader cost. Stack-free errors are handled by the CLI itself.
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.js';

const main = await ensureBuilt();
await import(pathToFileURL(main).href);
