import path from 'node:path';

/**
 * The server package's folder (apps/server), found from this module: from src/paths.ts when run
 * from source, and from dist/server.js when run compiled, both one level down.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(serverRoot, '../..');
