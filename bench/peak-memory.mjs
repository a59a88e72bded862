// Loaded with `node --import` (NODE_OPTIONS) into a command the bench runs: prints the
// process's peak resident memory as it exits, for commands that do not
// report it themselves (npm run validate). Written straight to the descriptor: a pipe
// that takes writes in the background loses what is written as the process exits.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const line = `\npeak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n`;
  try {
    writeSync(2, line);
  } catch {
    process.stderr.write(line);
  }
});
