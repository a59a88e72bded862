/** `blocksite migrate`: placeholder until written. */
import { commandLine } from './args.js';
import { MIGRATE } from './commands.js';

commandLine(MIGRATE);
