// The `test` every journey imports: the site runs with its Content-Security-Policy on, and a page
// that breaks it fails the test. Each frame reports its `securitypolicyviolation` events.
import { expect, test as base } from '@playwright/test';

const REPORT_BINDING = '__reportCspViolation';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(REPORT_BINDING, ({ frame }, violation: string) => {
        violations.push(`${frame.url()}: ${violation}`);
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (violation: string) => void>)[
            binding
          ];
          report?.(`${event.effectiveDirective} refused ${event.blockedURI}`);
        });
      }, REPORT_BINDING);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from '@playwright/test';
