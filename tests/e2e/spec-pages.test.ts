import { describe, expect, inject, it } from 'vitest';
import { desktopSession } from './desktop-session.js';
import { site } from './routes.js';

const base = inject('siteUrl');
const session = desktopSession();

const links = site.settings.links!;
const contacts = site.settings.contacts!;

/**
 * What SPEC §2 and §9 ask each page to show, checked in the rendered page:
 * the texts a visitor reads and where the buttons go.
 */
const expectations: Record<
  string,
  { texts?: string[]; links?: Array<[string | RegExp, string]>; extra?: (page: import('playwright-core').Page) => Promise<void> }
> = {
  '/': {
    links: [
      ['View All Reviews', '/reviews'],
      ['Take a Free Test', links.provider],
      ['View Detailed Reviews', '/reviews'],
      [/^Learn More/, '/love-style'],
      ['Start Comparing Tests', '/reviews'],
      ['Read Our Methodology', '/methodology'],
    ],
    texts: ['IQ Tests', 'Personality Tests', 'Love Style Tests'],
  },
  '/reviews': { texts: ['Best IQ Test Reviews 2025', '$0.99 trial, then $19.99/week or $39.99/month', 'Not listed'] },
  '/personality-test': { texts: ['Top Personality Test Reviews 2025'], links: [['Start Free Test', links.personalityTest]] },
  '/blog': { texts: ['Intelligence & Psychology Blog', 'Stay Updated with Latest Research', 'Featured'] },
  '/methodology': { texts: ['How Ratings Are Determined', '25%', '15%', '4.5–5.0', '1.0–1.4', 'September 2024'] },
  '/faq': { texts: ['Frequently Asked Questions', 'Still Have Questions?', 'Research-Based Answers'] },
  '/about': { texts: ['25%', '24-48 hours', contacts.support] },
  '/blog/history-iq-testing': {
    texts: ['Educational'],
    links: [
      ['Start IQ Test', links.provider],
      ['Back to Blog', '/blog'],
    ],
  },
  '/blog/personality-career': { texts: ['Career Development'], links: [['Start Personality Test', links.personalityTest]] },
  '/blog/love-styles-psychology': { texts: ['Relationship Psychology'], links: [['Start Love Style Test', links.loveLanguageTest]] },
  '/blog/cultural-differences': { links: [['Start Fair Assessment', links.provider]] },
  '/blog/test-preparation': { links: [['Start Assessment', links.provider]] },
  '/blog/personality-types-career-success': { links: [['Start Personality Test', links.personalityTest]] },
  '/test-accuracy': { texts: ['0.90-0.98', '0.85-0.95', '0.70-0.85', '0.40-0.70', '±5-7'] },
  '/test-duration': { texts: ['10-20 minutes', '30-60', '45-90', '2-4 hours'] },
  '/test-retaking': { texts: ['5-15 points', '3-6 months', '6-12 months'] },
  '/rating-methodology': {
    texts: ['30%', '25%', '10%', '0.5–1.4', '0.0–0.4', 'peer-reviewed', 'No financial ties to test providers'],
    extra: async (page) => expect(await page.locator('main ol > li').count()).toBeGreaterThanOrEqual(6),
  },
  '/contact': {
    texts: ['24-48 hours', '2-5 business days', '1-2 weeks', 'Monday-Friday, 9 AM - 6 PM ET', 'URGENT', 'under 16'],
    extra: async (page) => {
      expect(await page.locator(`main a[href="mailto:${contacts.support}"]`).count()).toBeGreaterThan(0);
      expect(await page.locator(`main a[href="mailto:${contacts.general}"]`).count()).toBeGreaterThan(0);
      expect(await page.locator('form').count()).toBe(0);
      for (const path of [
        '/test-accuracy',
        '/test-duration',
        '/result-explanations',
        '/data-privacy',
        '/test-retaking',
        '/blog',
        '/rating-methodology',
        '/mission',
        '/reviews',
        '/faq',
      ]) {
        expect(await page.locator(`main a[href="${path}"]`).count(), path).toBeGreaterThan(0);
      }
    },
  },
  '/privacy-policy': {
    texts: [
      'January 1, 2025',
      'under 13',
      '30 days',
      'Access:',
      'Correction:',
      'Deletion:',
      'Portability:',
      'Restriction:',
      'Objection:',
      'Withdrawal of consent:',
    ],
    extra: async (page) => {
      const headings = await page.locator('main h2').allInnerTexts();
      for (const h of [
        'Information We Collect',
        'How We Use Information',
        'Sharing of Information',
        'Data Security',
        'Your Rights',
        'Cookies',
        'Data Retention',
        'International Transfers',
        "Children's Privacy",
        'Changes to This Policy',
        'Contact Us',
      ])
        expect(headings).toContain(h);
    },
  },
};

describe('SPEC elements on each page', () => {
  it.each(Object.keys(expectations))('%s shows what the SPEC asks for', async (path) => {
    const want = expectations[path];
    const page = session.tab;
    await page.goto(base + path);
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const t of want.texts ?? []) expect(text, `${path} shows '${t}'`).toContain(t);
    for (const [name, href] of want.links ?? []) {
      const link = page.getByRole('link', { name }).first();
      expect(await link.getAttribute('href'), `${path} '${String(name)}'`).toBe(href);
    }
    await want.extra?.(page);
  });

  it('shows the shared footer with three columns and the copyright year on every page', async () => {
    const page = session.tab;
    await page.goto(base + '/mission');
    expect(await page.locator('footer nav').count()).toBe(3);
    expect(await page.locator('footer').innerText()).toContain(`© ${site.settings.copyrightYear}`);
  });
});
