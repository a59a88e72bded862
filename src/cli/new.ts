/** `blocksite new`: placeholder until written. */
import { commandLine } from './args.js';
import { NEW } from './commands.js';

commandLine(NEW);
