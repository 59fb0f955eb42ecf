import { checkedStates, formatFindings, takeFindings } from './accessibility';

/**
 * Every journey test fails when a page it showed had a serious or critical axe violation or, on a
 * phone, a touch target under 44 px (support/accessibility.ts).
 */
afterEach(async () => {
  const found = await takeFindings();
  if (found.length)
    throw new Error(
      `accessibility: ${found.length} finding(s) on the pages this test showed\n${formatFindings(found)}`,
    );
});

afterAll(() => {
  if (!process.env.E2E_A11Y_REPORT) return;
  const { states, settleMs, checkMs } = checkedStates();
  process.stdout.write(
    `accessibility: ${states.length} states checked in ${(checkMs / 1000).toFixed(1)} s (${(settleMs / 1000).toFixed(1)} s waiting for pages to settle)\n${states.map((s) => `  ${s}`).join('\n')}\n`,
  );
});
