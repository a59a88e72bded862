import { relative, resolve } from 'node:path';

/** The site file to use: SITE_YAML if set, else site.yaml in the working folder. */
export function siteFile(): { absolute: string; display: string } {
  const absolute = resolve(process.env.SITE_YAML || 'site.yaml');
  const display = relative(process.cwd(), absolute) || absolute;
  return { absolute, display };
}

export function wantsGithubFormat(argv = process.argv): boolean {
  const i = argv.indexOf('--format');
  return (i >= 0 && argv[i + 1] === 'github') || argv.includes('--format=github') || process.env.GITHUB_ACTIONS === 'true';
}
