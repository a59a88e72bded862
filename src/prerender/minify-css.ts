import { Features, transform, type Targets } from 'lightningcss';

/** A browser version as Lightning CSS reads it: the major version in the third byte. */
const version = (major: number) => major << 16;

/**
 * The browsers the pages are made for (README, "Pictures"): those with
 * container queries, which wide tables use.
 */
const BROWSERS: Targets = { chrome: version(105), edge: version(105), safari: version(16), ios_saf: version(16), firefox: version(110) };

/**
 * A built site's CSS, minified by Lightning CSS for those browsers: the
 * spaces Emotion leaves in values (`cubic-bezier(0.4, 0, 0.2, 1) 0ms`),
 * declarations a later one of the same property overrides (MUI's Button
 * sets its padding three times) and prefixes none of them needs go, about
 * a twentieth of the site stylesheet. It runs in this process, in a few
 * milliseconds for the first site's.
 */
export function minifyCss(css: string): string {
  if (css === '') return css;
  return transform({ filename: 'site.css', code: Buffer.from(css), minify: true, targets: BROWSERS, exclude: AS_WRITTEN }).code.toString();
}

/**
 * What Lightning CSS would otherwise rewrite for those browsers rather than
 * minify: the theme's colour-scheme media queries became variables for a
 * light-dark() polyfill, which the pages do not use. The CSS is written for
 * them already; only the prefixes they do not need go.
 */
const AS_WRITTEN =
  Features.LightDark |
  Features.Colors |
  Features.Nesting |
  Features.Selectors |
  Features.MediaQueries |
  Features.LogicalProperties |
  Features.FontFamilySystemUi |
  Features.DoublePositionGradients |
  Features.ClampFunction |
  Features.TextDecorationThicknessPercent;
