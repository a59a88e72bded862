import { describe, expect, it } from 'vitest';
import { dropUnstyledClasses, muiNamesIn } from '../../src/prerender/unstyled-classes.js';

describe('MUI class names no rule mentions', () => {
  const css = '.css-a .MuiChip-icon{margin:0}.css-b.Mui-expanded{color:red}';
  const kept = new Set(muiNamesIn(css));

  it('are dropped from the markup, while the names a rule mentions and every other class stay', () => {
    const html =
      '<div class="MuiChip-root MuiChip-filled css-a"><svg class="MuiSvgIcon-root MuiChip-icon css-c"></svg></div>' +
      '<div class="MuiAccordion-root Mui-expanded css-b" id="x">';
    expect(dropUnstyledClasses(html, kept)).toBe('<div class="css-a"><svg class="MuiChip-icon css-c"></svg></div><div class="Mui-expanded css-b" id="x">');
  });

  it('take the attribute with them when it holds nothing else', () => {
    expect(dropUnstyledClasses('<span class="MuiTouchRipple-root" aria-hidden="true"></span>', kept)).toBe('<span aria-hidden="true"></span>');
  });

  it('are left alone in text, such as a code sample showing MUI markup', () => {
    const sample = '<pre><code>&lt;div class="MuiButton-root"&gt;Save&lt;/div&gt;</code></pre>';
    expect(dropUnstyledClasses(sample, kept)).toBe(sample);
  });

  it('are left alone in other attributes', () => {
    const html = '<a class="css-a" href="/?q=MuiChip-root" title="MuiChip-root">x</a>';
    expect(dropUnstyledClasses(html, kept)).toBe(html);
  });

  it('come out the same dropped from the pieces of a page, cut between elements, as from the whole (a shell and a block are dropped once and reused)', () => {
    const pieces = [
      '<header class="MuiAppBar-root css-a"><a class="MuiLink-root css-c" href="/">Home</a></header><main id="main">',
      '<section class="MuiBox-root css-b Mui-expanded"><span class="MuiTouchRipple-root"></span></section>',
      'text between, class="MuiChip-root" as words',
      '<svg class="MuiSvgIcon-root MuiChip-icon"></svg></main>',
    ];
    const whole = dropUnstyledClasses(pieces.join(''), kept);
    expect(pieces.map((piece) => dropUnstyledClasses(piece, kept)).join('')).toBe(whole);
    expect(whole).not.toContain('MuiAppBar-root');
  });
});
