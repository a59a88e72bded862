// Loaded with `node --import` (NODE_OPTIONS) into a command the bench runs: prints the
// process's peak resident memory as it exits, for commands that do not
// report it themselves (npm run validate).
process.on('exit', () => process.stderr.write(`\npeak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n`));
