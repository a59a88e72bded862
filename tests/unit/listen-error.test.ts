import { describe, expect, it } from 'vitest';
import { listenProblem } from '../../src/cli/listen-error.js';

const failed = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

describe('listenProblem', () => {
  it('names a port in use and the command line that picks the next one', () => {
    expect(listenProblem(failed('EADDRINUSE'), 4173, '127.0.0.1', 'npm start')).toBe(
      'port 4173 is already in use on 127.0.0.1; stop what is using it, or pick another port: PORT=4174 npm start',
    );
  });

  it('suggests a port above 1023 when a low one needs privileges', () => {
    expect(listenProblem(failed('EACCES'), 80, '0.0.0.0', 'npm run serve')).toMatch(/^port 80 needs privileges .*: PORT=4174 npm run serve$/);
  });

  it('names a HOST that is not an address of this machine', () => {
    expect(listenProblem(failed('EADDRNOTAVAIL'), 4173, '10.9.8.7', 'npm run serve')).toMatch(/^HOST=10\.9\.8\.7 is not an address of this machine/);
  });

  it('leaves other errors to be thrown', () => {
    expect(listenProblem(new Error('boom'), 4173, '127.0.0.1', 'npm run serve')).toBeUndefined();
  });
});
