// @ts-check
/**
 * The server's import boundaries (apps/server), as a flat-config array for eslint.config.js:
 *
 * - no import climbs with `../`: siblings are `./x`, everything else `#src/…` or `#test/…`
 *   (package.json "imports");
 * - a domain module reaches another domain only through its port (`#src/modules/<other>/*.port`):
 *   never its service, repository, routes or tables;
 * - workflows/ (cross-domain flows) call ports only;
 * - infrastructure (db/, infra/, lib/) imports no domain module; its tests may;
 * - domains and workflows never import Stripe: the payment provider port stands between;
 * - the client is `request.clientAddress`, never `request.ip` (any X-Forwarded-For value).
 *
 * One block per module folder, generated from the folders on disk, because
 * `no-restricted-imports` options do not merge across blocks (the last match wins).
 */
import fs from 'node:fs';

const modulesDir = new URL('../apps/server/src/modules/', import.meta.url);
const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** @type {{ regex: string, message: string }} */
const noClimbing = {
  regex: '^\\.\\.(/|$)',
  message:
    "Don't climb with '../': import siblings as './x' and the rest as '#src/…' or '#test/…'.",
};

/** @param {string} own @returns {{ regex: string, message: string }} */
const portsOnly = (own) => ({
  // Another module's file that is not a port (own module's files are './x').
  regex: `^#src/modules/(?!${own}/)[^/]+/(?![^/]*\\.port$)`,
  message: 'Another domain is reached through its port only (#src/modules/<domain>/*.port).',
});

/** @type {{ regex: string, message: string }} */
const noModuleIndex = {
  regex: '^#src/modules/index$',
  message: 'Only app.ts composes the domains.',
};

/** @type {{ regex: string, message: string }} */
const noStripe = {
  regex: '^stripe$',
  message:
    "Domains reach Stripe through the payment provider port (#src/infra/payment-provider); Stripe's types live in infra/stripe-provider.ts.",
};

/** @param {{ regex: string, message: string }[]} patterns */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** @type {import('eslint').Linter.Config[]} */
export const serverRules = [
  {
    name: 'server/client-address',
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(request|req)$/][property.name='ip']",
          message:
            'request.ip takes any X-Forwarded-For value for an address: the client is request.clientAddress (lib/trust-proxy.ts).',
        },
      ],
    },
  },
  {
    name: 'server/no-climbing',
    files: ['apps/server/**/*.ts'],
    rules: restrict([noClimbing]),
  },
  ...modules.map((name) => ({
    name: `server/module-${name}`,
    files: [`apps/server/src/modules/${name}/**/*.ts`],
    rules: restrict([noClimbing, portsOnly(name), noModuleIndex, noStripe]),
  })),
  {
    name: 'server/workflows',
    files: ['apps/server/src/workflows/**/*.ts'],
    rules: restrict([noClimbing, portsOnly('(?!)'), noModuleIndex, noStripe]),
  },
  {
    name: 'server/infrastructure',
    files: ['apps/server/src/{db,infra,lib}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      noClimbing,
      {
        regex: '^#src/modules(/|$)',
        message: 'Infrastructure (db/, infra/, lib/) imports no domain module.',
      },
    ]),
  },
];
