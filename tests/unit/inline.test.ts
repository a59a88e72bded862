import { describe, expect, it } from 'vitest';
import { inlineProblems, inlineTargets, parseInline, rejectedTargets } from '../../src/markup/inline.js';

describe('parseInline', () => {
  it('parses strong, emphasis and links', () => {
    expect(parseInline('a **b** *c* [d](/faq)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', children: [{ kind: 'text', text: 'd' }], target: '/faq', auto: false },
    ]);
  });

  it('turns <contact:NAME> and <https://…> into autolinks but leaves HTML as text', () => {
    expect(parseInline('<contact:support>')).toEqual([{ kind: 'link', children: [], target: 'contact:support', auto: true }]);
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

  it('parses code and emphasis inside a link label', () => {
    expect(parseInline('a [`throttled` *event*](/docs/x)')).toEqual([
      { kind: 'text', text: 'a ' },
      {
        kind: 'link',
        children: [
          { kind: 'code', text: 'throttled' },
          { kind: 'text', text: ' ' },
          { kind: 'em', children: [{ kind: 'text', text: 'event' }] },
        ],
        target: '/docs/x',
        auto: false,
      },
    ]);
  });

  it('pairs brackets and skips code spans in a label, so a label may hold them', () => {
    expect(parseInline('[see [1]](/notes)')).toEqual([{ kind: 'link', children: [{ kind: 'text', text: 'see [1]' }], target: '/notes', auto: false }]);
    expect(parseInline('[`a]`](/api)')).toEqual([{ kind: 'link', children: [{ kind: 'code', text: 'a]' }], target: '/api', auto: false }]);
  });

  it('links to the files the build writes, by a lowercase path with an extension', () => {
    expect(parseInline('[Atom feed](/feed.xml)')).toEqual([
      { kind: 'link', children: [{ kind: 'text', text: 'Atom feed' }], target: '/feed.xml', auto: false },
    ]);
    expect(rejectedTargets('[a](/Feed.XML) [b](/sitemap.xml)')).toEqual(['/Feed.XML']);
  });
});

/** The messages of the problems found, as the owner reads them. */
const inlineMessages = (source: string) => inlineProblems(source).map((said) => said.message);

describe('inlineProblems', () => {
  it('accepts markup it can draw', () => {
    expect(inlineMessages('**a *b* [`c` d](/e)** and <https://x.example>')).toEqual([]);
  });

  it('rejects a link inside a link label instead of showing it as written', () => {
    expect(inlineMessages('[a [b](/x) c](/y)')).toEqual(["a link's label cannot hold another link ('[b](/x)'); take the inner link out of the label"]);
    expect(inlineMessages('[mail <mailto:a@b.example>](/y)')).toEqual([
      "a link's label cannot hold another link ('<mailto:a@b.example>'); take it out of the label",
    ]);
  });

  it('gives each problem its code in the catalogue', () => {
    expect(inlineProblems('[a [b](/x) c](/y) and [](/faq) and **x').map((said) => said.code)).toEqual(['BS5007', 'BS5008', 'BS5009']);
  });

  it('rejects a link with an empty label', () => {
    expect(inlineMessages('see [](/faq)')).toEqual([
      "the link to '/faq' has no label; write it between the brackets, [label](/faq), or use </faq> to show the address",
    ]);
  });

  it('rejects asterisks that do not pair up, which would show as written, but not one alone or escaped ones', () => {
    const stray = [expect.stringMatching(/^some asterisks in this text do not pair up as emphasis/)];
    expect(inlineMessages('**a *b **c** d* e**')).toEqual(stray);
    expect(inlineMessages('**Note: read this')).toEqual(stray);
    expect(inlineMessages('From £10* a month')).toEqual([]);
    expect(inlineMessages('\\*literal\\*')).toEqual([]);
  });

  it('keeps the asterisks of a link or code inside emphasis to themselves', () => {
    expect(parseInline('**see [*a* and **b**](/x) now**')).toEqual([
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'see ' },
          {
            kind: 'link',
            children: [
              { kind: 'em', children: [{ kind: 'text', text: 'a' }] },
              { kind: 'text', text: ' and ' },
              { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
            ],
            target: '/x',
            auto: false,
          },
          { kind: 'text', text: ' now' },
        ],
      },
    ]);
    expect(parseInline('*the `**` operator*')).toEqual([
      {
        kind: 'em',
        children: [
          { kind: 'text', text: 'the ' },
          { kind: 'code', text: '**' },
          { kind: 'text', text: ' operator' },
        ],
      },
    ]);
  });

  it('rejects a link target with spaces, which could not be a link', () => {
    expect(rejectedTargets('[a](/faq "title")')).toEqual(['/faq "title"']);
  });
});
