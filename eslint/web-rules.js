// @ts-check
/**
 * The web app's import boundaries (apps/web), as a flat-config array for eslint.config.js:
 *
 * - no import climbs with `../`: siblings are `./x`, everything else `@/…` (apps/web/src)
 *   or `@test/…` (apps/web/test);
 * - a feature imports no other feature, no page and nothing of `app/`: pages and the
 *   router compose features;
 * - shared code (`components/`, `lib/`) imports no feature, page or `app/`.
 *
 * One block per feature folder, generated from the folders on disk, because
 * `no-restricted-imports` options do not merge across blocks (the last match wins).
 */
import fs from 'node:fs';

const webSrc = 'apps/web/src';
const featuresDir = new URL(`../${webSrc}/features/`, import.meta.url);

const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @type {{ regex: string, message: string }} */
const noClimbing = {
  regex: '^\\.\\.(/|$)',
  message: "Don't climb with '../': import siblings as './x' and the rest as '@/…' (apps/web/src).",
};

/** @type {{ regex: string, message: string }[]} */
const noAppOrPages = [
  { regex: '^@/app(/|$)', message: 'Only the app shell (src/app) imports from src/app.' },
  {
    regex: '^@/pages(/|$)',
    message: 'Pages are composed by the router, never imported by features or shared code.',
  },
];

/** @type {{ regex: string, message: string }} */
const noFeature = {
  regex: '^@/features(/|$)',
  message: 'Shared code (components/, lib/) imports no feature: move the shared part down.',
};

/** @param {{ regex: string, message: string }[]} patterns */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/** @type {import('eslint').Linter.Config[]} */
export const webRules = [
  {
    name: 'web/no-climbing',
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: restrict([noClimbing]),
  },
  {
    name: 'web/shared-imports-no-feature',
    files: [`${webSrc}/components/**/*.{ts,tsx}`, `${webSrc}/lib/**/*.{ts,tsx}`],
    rules: restrict([noClimbing, noFeature, ...noAppOrPages]),
  },
  {
    // A shared module's test may mount it under the app shell (e.g. the session with
    // RequireAuth), but still uses no feature.
    name: 'web/shared-tests-import-no-feature',
    files: [`${webSrc}/components/**/*.test.{ts,tsx}`, `${webSrc}/lib/**/*.test.{ts,tsx}`],
    rules: restrict([noClimbing, noFeature]),
  },
  ...features.map((feature) => ({
    name: `web/feature-${feature}-imports-no-other-feature`,
    files: [`${webSrc}/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      noClimbing,
      {
        regex: `^@/features/(?!${escape(feature)}(/|$))`,
        message: `Features never import other features (this is '${feature}'): compose them in a page or in src/app, or move the shared part to components/ or lib/.`,
      },
      ...noAppOrPages,
    ]),
  })),
];

export default webRules;
