// Runs the pool's worker from the TypeScript sources (vitest, `node --import tsx`): a new thread
// does not inherit the parent's loader hooks, so it registers tsx's own before importing the
// worker. The bundle does not use this file; it has `check-worker.js`.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');

export default worker.default;
