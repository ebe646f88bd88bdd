// Inlined at build time (bin/build.js bundles it), so the version is right wherever the bundle runs.
import pkg from '../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
