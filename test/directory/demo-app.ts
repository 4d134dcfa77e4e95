// A test app with the demo directory loaded, at a fixed instant so every run sees the same weeks.
import { resetClock, setClock } from '../../app/clock.ts';
import { loadDemoData } from '../../app/demo/load.ts';
import type { LoadSummary } from '../../app/demo/load.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

/** Wednesday of the week starting Monday 2026-11-16. */
export const demoNow = '2026-11-18T12:00:00.000Z';
export const demoWeek = '2026-11-16';

export async function startDemoApp(): Promise<TestApp & { demo: LoadSummary }> {
  setClock(demoNow);
  // startTestApp already lifts the rate limits out of reach of a test file's requests.
  const testApp = await startTestApp();
  const demo = await loadDemoData(testApp.database.db);
  if (!demo) throw new Error('the test database already had listings');
  return {
    ...testApp,
    demo,
    close: async () => {
      resetClock();
      await testApp.close();
    },
  };
}
