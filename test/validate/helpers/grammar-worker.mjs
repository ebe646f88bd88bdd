// A worker thread that lints with harper as a pool thread does: given the main thread's compiled
// modules (workerData.modules, possibly none), it lints workerData.texts and answers the lints,
// how many of harper's modules it instantiated from the shared ones and those it compiled itself.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const binary = await import('../../../src/validate/spelling/grammar-binary.ts');
const { lintGrammar } = await import('../../../src/validate/spelling/grammar.ts');
binary.provideGrammarModules(workerData.modules);
const lints = [];
for (const { text, language } of workerData.texts) lints.push(await lintGrammar(text, language));
parentPort.postMessage({ lints, used: binary.sharedModulesUsed(), compiled: binary.takeCompiledModules() });
