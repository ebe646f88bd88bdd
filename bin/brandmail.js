#!/usr/bin/env node
// The package runs from its TypeScript sources through tsx's loader: no build step, no generated
// files in the repository, and stack-free errors are handled by the CLI itself.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
