import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BufferBytes } from '../../src/load/site-bytes.js';
import { chunkText, restText, splitSite } from '../../src/validate/incremental/split.js';

const RUNS = Number(process.env.INCREMENTAL_RUNS || 15);

/**
 * The cut as patterns over the whole text say it, written the plain way:
 * the rules the byte-by-byte cut must follow (split.ts). Lines end at a line
 * feed, or at a carriage return before one.
 */
function patternCut(text: string): { rest: string; routes: string[] } | undefined {
  if (/^(?:---|\.\.\.)(?:[\t\n\v\f\r ]|$)/m.test(text) || /^ *\t/m.test(text)) return undefined;
  const header = /^routes:[ ]*(#.*)?$/m.exec(text);
  if (!header) return undefined;
  const bodyStart = header.index + header[0].length + 1;
  if (bodyStart > text.length) return undefined;
  const top = /\n[^\t\n\v\f\r #]/g;
  top.lastIndex = bodyStart - 1;
  const found = top.exec(text);
  const bodyEnd = found ? found.index + 1 : text.length;
  const content = /^ *[^ \r\n#]/gm;
  content.lastIndex = bodyStart;
  const firstContent = content.exec(text);
  const entry = /^( *)-(?: |$)/gm;
  entry.lastIndex = bodyStart;
  const first = entry.exec(text);
  if (!firstContent || !first || firstContent.index !== first.index || first.index >= bodyEnd) return undefined;
  const indent = first[1].length;
  const stray = indent === 0 ? /^[^ \r\n#-]|^-[^ \r\n]/gm : new RegExp(`^(?: {0,${indent - 1}}[^ \\r\\n#]| {${indent}}(?:[^ \\r\\n#-]|-[^ \\r\\n]))`, 'gm');
  stray.lastIndex = bodyStart;
  const bad = stray.exec(text);
  if (bad && bad.index < bodyEnd) return undefined;
  const next = new RegExp(`^ {${indent}}-(?: |$)`, 'gm');
  next.lastIndex = first.index + 1;
  const starts = [bodyStart];
  for (let m = next.exec(text); m && m.index < bodyEnd; m = next.exec(text)) starts.push(m.index);
  return { rest: text.slice(0, bodyStart) + text.slice(bodyEnd), routes: starts.map((start, i) => text.slice(start, starts[i + 1] ?? bodyEnd)) };
}

/** Files of lines of every kind the cut must tell apart: mostly the usual layout, with lines that break it mixed in. */
const ODD = [
  'routes:x',
  'routes: [ ]',
  '  -x',
  ' - one space',
  '- at the margin',
  '   - three spaces',
  '\t- a tab',
  '  \tindented by a tab',
  '---',
  '--- a document',
  '...',
  '----',
  'x: 1',
  '\v',
];
const lines = (usual: string[], most = 60) =>
  fc.array(fc.oneof({ weight: most, arbitrary: fc.constantFrom(...usual) }, { weight: 1, arbitrary: fc.constantFrom(...ODD) }), { maxLength: 20 });
const siteLines = fc
  .tuple(
    lines(['settings:', '  siteName: A site', '#a comment', '', 'x: 1', '  nested: y']),
    fc.constantFrom('routes:', 'routes:', 'routes:   # the pages', 'routes:x'),
    fc.constantFrom('  - path: /a', '  - path: /a', '#c', ''),
    lines([
      '  - path: /a',
      '  - path: /b',
      '    title: A title',
      '    blocks:',
      '      - type: hero',
      '        title: |',
      '          routes:',
      '          ---',
      '  -',
      '#c',
      '  # c',
      '',
      '   ',
      '  é: non-ASCII',
    ]),
    lines(['notFound:', '  title: Missing', 'x: 1', '#c', '']),
  )
  .map(([head, header, firstRoute, body, tail]) => [...head, header, firstRoute, ...body, ...tail]);

describe('the cut of a site file into routes', () => {
  it('follows the rules patterns over the whole text state, line for line, in blocks of any size', () => {
    fc.assert(
      fc.property(siteLines, fc.constantFrom('\n', '\r\n'), fc.boolean(), fc.integer({ min: 1, max: 200 }), (lines, newline, endsWithNewline, blockSize) => {
        const text = lines.join(newline) + (endsWithNewline ? newline : '');
        const expected = patternCut(text);
        const split = splitSite(BufferBytes.of(text, blockSize));
        const cut = split && { rest: restText(split), routes: split.routes.map((r) => chunkText(split, r)) };
        expect(cut, JSON.stringify(text)).toEqual(expected);
      }),
      { numRuns: RUNS * 100 },
    );
  });

  it('cuts files whose routes are written in the usual layout, and refuses a carriage return that does not end a line', () => {
    const text = 'settings:\n  siteName: A\nroutes:\n  - path: /\n    title: Home\n  - path: /b\n    title: B\nnotFound:\n  title: Missing\n';
    expect(splitSite(BufferBytes.of(text))?.routes.length).toBe(2);
    expect(splitSite(BufferBytes.of(text.replace(/\n/g, '\r\n')))?.routes.length).toBe(2);
    expect(splitSite(BufferBytes.of(text.replace('title: Home\n', 'title: Home\r')))).toBeUndefined();
  });
});
