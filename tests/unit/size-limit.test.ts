import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BYTES, overLimit, parseByteSize, readMaxBytes, tooManyValues } from '../../src/load/size-limit.js';

describe('parseByteSize', () => {
  it.each([
    ['4096', 4096],
    ['2MB', 2_000_000],
    ['2mb', 2_000_000],
    ['2 MB', 2_000_000],
    ['3kb', 3000],
    ['1GB', 1e9],
    ['2MiB', 2 * 1024 * 1024],
    ['2mib', 2 * 1024 * 1024],
    ['64KiB', 64 * 1024],
    ['1GiB', 1024 ** 3],
    ['1.5MiB', 1.5 * 1024 * 1024],
  ])('accepts %s as %i bytes', (text, bytes) => {
    expect(parseByteSize(text)).toBe(bytes);
  });

  it.each(['2M', '2 megabytes', 'MB', '-1', '0', '1e6', '1,048,576', '1.5', '2MBs', '2TB', '0x100', ''])('rejects %j', (text) => {
    expect(parseByteSize(text)).toBeUndefined();
  });
});

describe('readMaxBytes', () => {
  it('uses 64 MiB when SITE_MAX_BYTES is unset or empty, room for the 10,000-route benchmark site within a gigabyte of memory', () => {
    expect(readMaxBytes(undefined)).toEqual({ bytes: DEFAULT_MAX_BYTES });
    expect(readMaxBytes('')).toEqual({ bytes: DEFAULT_MAX_BYTES });
    expect(DEFAULT_MAX_BYTES).toBe(64 * 1024 * 1024);
  });

  it('reads a size with a unit', () => {
    expect(readMaxBytes('8MiB')).toEqual({ bytes: 8 * 1024 * 1024 });
  });

  it('rejects what it cannot read, naming the variable and the accepted forms on one line', () => {
    const { error } = readMaxBytes('2 megs');
    expect(error).toMatch(/^SITE_MAX_BYTES is '2 megs', which is not a size; write a byte count .*KB, MB, GB \(1000-based\) or KiB, MiB, GiB \(1024-based\)/);
    expect(error).not.toContain('\n');
  });
});

describe('overLimit', () => {
  it('gives exact counts for a file just over the limit, so it does not read as the limit itself', () => {
    expect(overLimit('the file', 1_048_600, 1_048_576).message).toBe(
      'the file is 1,048,600 bytes, over the 1 MiB limit (1,048,576 bytes); shorten it, or raise the limit with SITE_MAX_BYTES (such as SITE_MAX_BYTES=2MiB) for a very large site',
    );
  });

  it("adds the size in the limit's unit when it reads differently", () => {
    expect(overLimit('the file', 5 * 1024 * 1024 + 100, 1024 * 1024).message).toMatch(
      /^the file is 5,242,980 bytes \(5\.0 MiB\), over the 1 MiB limit \(1,048,576 bytes\)/,
    );
    expect(overLimit('the file', 2_600_000, 2_000_000).message).toMatch(/^the file is 2,600,000 bytes \(2\.6 MB\), over the 2 MB limit \(2,000,000 bytes\)/);
  });

  it("is the catalogue's file-too-large problem", () => {
    expect(overLimit('the file', 5000, 4321).code).toBe('BS0002');
  });

  it('names a limit that is no whole unit in bytes', () => {
    expect(overLimit('the file', 5000, 4321).message).toMatch(/^the file is 5,000 bytes, over the limit of 4,321 bytes;/);
  });

  it('suggests a limit that admits the file', () => {
    expect(overLimit('the file', 70 * 1024 * 1024, 64 * 1024 * 1024).message).toContain('(such as SITE_MAX_BYTES=128MiB)');
    expect(overLimit('the file', 300 * 1024 * 1024, 64 * 1024 * 1024).message).toContain('(such as SITE_MAX_BYTES=512MiB)');
  });
});

describe('tooManyValues', () => {
  it('names the count, the byte limit it comes from, and the setting that raises both', () => {
    expect(tooManyValues(2_097_152, 64 * 1024 * 1024)).toEqual({
      code: 'BS0006',
      message:
        'by this line the file holds more than 2,097,152 values (keys, list entries, items in [ ] and { }), the most the 64 MiB limit (67,108,864 bytes) allows, one for each 32 bytes; shorten it, or raise the limit with SITE_MAX_BYTES (such as SITE_MAX_BYTES=128MiB) for a very large site',
    });
  });
});
