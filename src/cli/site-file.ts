import { relative, resolve } from 'node:path';

/** The site file to use (SITE_YAML, default site.yaml), and how to name it relative to the working folder. */
export function siteFile(path: string): { absolute: string; display: string } {
  const absolute = resolve(path);
  const display = relative(process.cwd(), absolute) || absolute;
  return { absolute, display };
}
