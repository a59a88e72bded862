// A worker thread starts without the TypeScript loader the CLI runs under:
// register it, then run the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
