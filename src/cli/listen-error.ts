/**
 * One line for a server that could not start listening, instead of Node's
 * stack trace: which port or address, and the command line that picks
 * another. Undefined for errors that are not about the address.
 */
export function listenProblem(error: unknown, port: number, host: string, rerun: string): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const other = port === 65535 ? port - 1 : port + 1;
  switch (code) {
    case 'EADDRINUSE':
      return `port ${port} is already in use on ${host}; stop what is using it, or pick another port: PORT=${other} ${rerun}`;
    case 'EACCES':
      return `port ${port} needs privileges this user does not have on ${host}; pick a port above 1023: PORT=4174 ${rerun}`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST=${host} is not an address of this machine; use 127.0.0.1 (this machine only) or 0.0.0.0 (every network): HOST=127.0.0.1 ${rerun}`;
    default:
      return undefined;
  }
}
