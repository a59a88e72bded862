/** `npm run validate`: every problem in site.yaml, with its position. Exit 1 on any. */
import { validateFile } from '../validate/validate-site.js';
import { printProblems } from './report.js';
import { siteFile, wantsGithubFormat } from './site-file.js';

const file = siteFile();
const started = performance.now();
const { problems } = validateFile(file.absolute);
if (problems.length > 0) {
  printProblems(file.display, problems, wantsGithubFormat());
  process.exit(1);
}
console.log(`${file.display} is valid (${(performance.now() - started).toFixed(0)} ms).`);
