import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { validateFileIncrementally } from '../../src/validate/incremental/persist.js';
import { lazyRoute, packSite, unpackSite, unreadBlocks, type BlockSource } from '../../src/validate/incremental/lazy-routes.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { blocksOf, readRoute, UnreadBlocks, type LazySite } from '../../src/model/lazy-site.js';

const FIXTURE = 'tests/fixtures/every-block.yaml';

/** The site as the validation memory gives it: routes whose blocks are still on disk. */
function fromMemory(): LazySite {
  validateFileIncrementally(FIXTURE);
  const { site } = validateFileIncrementally(FIXTURE);
  if (!site) throw new Error(`${FIXTURE} should be valid`);
  return site;
}

/** The site as data, every route's blocks read: what JSON.stringify of a fresh validation's site gives. */
const asRead = (site: LazySite) => JSON.stringify({ ...site, routes: site.routes.map(readRoute) });

describe('a site from the validation memory', () => {
  it('says which routes hold their blocks unread, and reads them the same as a fresh validation', () => {
    const site = fromMemory();
    expect(site.routes.every((route) => route.blocks instanceof UnreadBlocks)).toBe(true);
    expect(asRead(site)).toBe(JSON.stringify(validateFile(FIXTURE).site));
    // Read once: the same array each time.
    expect(blocksOf(site.routes[0].blocks)).toBe(blocksOf(site.routes[0].blocks));
  });
});

describe('a site handed to a rendering thread', () => {
  it('arrives the same, key for key, as a fresh validation reads it', () => {
    const fresh = JSON.stringify(validateFile(FIXTURE).site);
    const site = fromMemory();
    const packed = packSite(site);
    expect(asRead(unpackSite(packed))).toBe(fresh);
    // The thread that packed it reads its own routes from the shared bytes, the same as before.
    expect(asRead(site)).toBe(fresh);
  });

  it('is packed without reading any route’s blocks, and carries them as bytes', () => {
    const site = fromMemory();
    expect(site.routes.every((route) => unreadBlocks(route) !== undefined)).toBe(true);
    const packed = packSite(site);
    expect(site.routes.every((route) => unreadBlocks(route) !== undefined)).toBe(true);
    const unpacked = unpackSite(packed);
    expect(unpacked.routes.every((route) => unreadBlocks(route) !== undefined)).toBe(true);
    // Only the blocks read are deserialized: the first route's, here.
    expect(blocksOf(unpacked.routes[0].blocks).length).toBeGreaterThan(0);
    expect(unreadBlocks(unpacked.routes[0])).toBeUndefined();
    expect(unreadBlocks(unpacked.routes[1])).toBeDefined();
  });

  it('reads blocks far apart in their source one by one, not the whole span between them', () => {
    const far = [[{ type: 'prose', text: 'first' }], [{ type: 'prose', text: 'second' }]].map((blocks) => serialize(blocks));
    const GAP = 50 * 1024 * 1024;
    const reads: number[] = [];
    // Bytes at offset 0 and at 50 MB, read from a source that records how much each read asks for.
    const source: BlockSource = {
      read(offset, length, into) {
        reads.push(length);
        const bytes = far[offset === 0 ? 0 : 1].subarray(0, length);
        if (into) into.set(bytes);
        return into ?? bytes;
      },
    };
    const routes = far.map((bytes, i) => lazyRoute(['path', 'blocks'], () => `/page-${i}`, source, i === 0 ? 0 : GAP, bytes.length));
    const site = { settings: {}, routes } as unknown as LazySite;
    const unpacked = unpackSite(packSite(site));
    expect(Math.max(...reads)).toBeLessThan(1024);
    expect(JSON.stringify(unpacked.routes.map(readRoute))).toBe(
      '[{"path":"/page-0","blocks":[{"type":"prose","text":"first"}]},{"path":"/page-1","blocks":[{"type":"prose","text":"second"}]}]',
    );
  });
});
