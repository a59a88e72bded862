/**
 * Every save reaches the dev server (issue 29, 7), on the IQ site and on a
 * 10,000-route site with the edited route near its end. The 200
 * saves of each kind at 10,000 routes run in `npm run bench` (BENCH_ONLY=saves);
 * here, SAVE_RACES saves of each kind (default 20 on the IQ site and 5 at
 * 10,000 routes) keep the suite's time reasonable.
 */
import { describe, expect, it } from 'vitest';
import { saveRaces } from '../../bench/save-races.js';
import { syntheticSiteText } from '../../bench/synthetic-site.js';
import { SITE_SOURCE } from '../helpers.js';

const saves = Number(process.env.SAVE_RACES || 20);

describe('saves racing the dev server', () => {
  it.each([
    { name: 'the IQ site', siteText: () => SITE_SOURCE, path: '/faq', heading: 'Frequently Asked Questions', saves },
    {
      name: 'a 10,000-route site',
      siteText: () => syntheticSiteText(10_000),
      path: '/page-9996',
      heading: 'Synthetic landing page 9996',
      saves: Math.ceil(saves / 4),
    },
  ])(
    'on $name, every save in place and by rename shows, the last state always matches the file, and no page is ever the 404',
    { timeout: 900_000 },
    async (scenario) => {
      // Every save must show; on a machine as busy as CI's can be, one may take longer than the bench's 30 s.
      const results = await saveRaces({ ...scenario, siteText: scenario.siteText(), burst: 5, timeoutMs: 120_000 });
      for (const result of results) {
        expect(result.lost, result.mode).toBe(0);
        expect(result.shown, result.mode).toHaveLength(scenario.saves);
        expect(result.notFound, result.mode).toBe(0);
        expect(result.lastMatches, result.mode).toBe(true);
      }
    },
  );
});
