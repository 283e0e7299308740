// `npm start`'s entry: on a Node.js older than Plantel needs, one line says so (require-node.cjs)
// before Node.js meets the TypeScript of start.ts, which it could not read.
import './require-node.cjs';

await import('./start.ts');
