import { describe, expect, it } from 'vitest';
import { inlineTargets, parseInline, rejectedTargets } from '../../src/markup/inline.js';

describe('parseInline', () => {
  it('parses strong, emphasis and links', () => {
    expect(parseInline('a **b** *c* [d](/faq)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', label: 'd', target: '/faq', auto: false },
    ]);
  });

  it('turns <contact:NAME> and <https://…> into autolinks but leaves HTML as text', () => {
    expect(parseInline('<contact:support>')).toEqual([{ kind: 'link', label: '', target: 'contact:support', auto: true }]);
    expect(parseInline('<b>bold</b>')).toEqual([{ kind: 'text', text: '<b>bold</b>' }]);
    expect(parseInline('<script>alert(1)</script>')).toEqual([{ kind: 'text', text: '<script>alert(1)</script>' }]);
  });

  it('keeps unsafe link targets as literal text', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[x](javascript:alert(1))' }]);
    expect(rejectedTargets('[x](javascript:alert(1)) [y](http://a.example)')).toEqual(['javascript:alert(1', 'http://a.example']);
  });

  it('treats a backslash as an escape and an unclosed marker as text', () => {
    expect(parseInline('\\*not em\\* and *open')).toEqual([{ kind: 'text', text: '*not em* and *open' }]);
  });

  it('finds links nested in emphasis for validation', () => {
    expect(inlineTargets('**see [a](/a) and *[b](link:x)***')).toEqual(expect.arrayContaining(['/a', 'link:x']));
  });
});
