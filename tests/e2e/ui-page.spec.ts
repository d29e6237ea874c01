import { expect, test } from '@playwright/test';

const sections = [
  'Buttons',
  'Text fields',
  'Select',
  'Checkboxes',
  'Radio buttons',
  'Tabs',
  'Dialog',
  'Drawer',
  'Breadcrumbs',
  'Pagination',
  'Prices',
  'Ratings',
  'Badges',
  'Loading placeholders',
  'Product cards',
  'Notifications',
  'Icons',
  'Navigation progress bar',
  'Account layout',
];

test('/ui-page shows the whole kit', async ({ page }) => {
  const response = await page.goto('/ui-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const name of sections) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true }), name).toBeVisible();
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('/de/ui-page is in German, with prices formatted for de-DE', async ({ page }) => {
  await page.goto('/de/ui-page');
  await expect(page.getByRole('heading', { level: 2, name: 'Schaltflächen' })).toBeVisible();
  await expect(page.getByText('inkl. MwSt., zzgl. Versand').first()).toBeVisible();
  await expect(page.locator('body')).toContainText(/\d+,\d{2}\u00a0€/);
});

test('toasts close after 2000 ms, also under the mouse; loading toasts stay', async ({ page }) => {
  await page.goto('/ui-page');
  // The page records the toast's own clock, so a busy machine cannot make the check flaky. A toast
  // enters (its clock waits), runs, exits and is removed: it closes when its progress bar's
  // animation ends, and the `animationend` event carries the time the animation actually ran
  // (pauses excluded). Every 10 ms the page also notes whether the clock, once running, was ever
  // paused again (it must not be, under the mouse or otherwise), and when the toast showed and
  // started its exit (the library marks it `…-exit`).
  await page.evaluate(() => {
    const record: {
      shown?: number;
      exiting?: number;
      ranFor?: number;
      duration?: string;
      running: boolean;
      paused: boolean;
    } = {
      running: false,
      paused: false,
    };
    (window as unknown as { toastRecord: typeof record }).toastRecord = record;
    const toastOf = (): Element | null =>
      [...document.querySelectorAll('.Toastify__toast')].find((toast) =>
        toast.textContent?.includes('Your changes were saved.'),
      ) ?? null;
    document.addEventListener(
      'animationend',
      (event) => {
        const target = event.target as Element;
        if (target.getAttribute('role') === 'progressbar' && toastOf()?.contains(target))
          record.ranFor ??= event.elapsedTime * 1000;
      },
      true,
    );
    const timer = window.setInterval(() => {
      const toast = toastOf();
      const now = performance.now();
      if (record.shown === undefined) {
        if (toast !== null && toast.checkVisibility({ opacityProperty: true })) record.shown = now;
        return;
      }
      const bar = toast?.querySelector('[role=progressbar]');
      const state = bar ? getComputedStyle(bar).animationPlayState : null;
      if (bar) record.duration ??= getComputedStyle(bar).animationDuration;
      if (state === 'running') record.running = true;
      else if (state === 'paused' && record.running) record.paused = true;
      if (toast === null || /-exit/.test(toast.className)) {
        record.exiting = now;
        window.clearInterval(timer);
      }
    }, 10);
  });
  await page.getByRole('button', { name: 'Success', exact: true }).click();
  const toast = page.getByText('Your changes were saved.', { exact: true });
  await expect(toast).toBeVisible();
  const bar = page
    .locator('.Toastify__toast')
    .filter({ hasText: 'Your changes were saved.' })
    .locator('[role=progressbar]');
  // Once it has entered and its clock runs, the mouse goes over it: pauseOnHover is off, so hovering
  // must not keep it open.
  // Plain mouse moves, not `hover()`: its wait for a stable element can outlast the toast's two
  // seconds on a busy machine (whose renderer may also skip frames for a while, so the page polls
  // with timers, not animation frames).
  // A very busy machine may end the two seconds before the test gets here: then the page's record
  // alone tells how the toast ran.
  const running = await bar
    .evaluate(
      (element) =>
        new Promise<boolean>((resolve) => {
          const check = () => {
            if (!element.isConnected) resolve(false);
            else if (getComputedStyle(element).animationPlayState === 'running') resolve(true);
            else window.setTimeout(check, 5);
          };
          check();
        }),
      undefined,
      { timeout: 1000 },
    )
    .catch(() => false);
  // If the toast has already gone, there is nothing left to hover (and no reason to wait for it).
  const box = running ? await toast.boundingBox({ timeout: 1000 }).catch(() => null) : null;
  if (box !== null) {
    await page.mouse.move(box.x + 10, box.y + 5);
    await page.mouse.move(box.x + 12, box.y + 6);
    // Under the mouse now, unless a very busy machine already ended its two seconds.
    const hovered = await page.evaluate(
      () =>
        [...document.querySelectorAll('.Toastify__toast:not([class*="-exit"])')]
          .find((element) => element.textContent?.includes('Your changes were saved.'))
          ?.matches(':hover') ?? null,
    );
    if (hovered !== null) expect(hovered).toBe(true);
  }
  await expect(toast).toBeHidden({ timeout: 10_000 });
  const record = await page.evaluate(
    () =>
      (
        window as unknown as {
          toastRecord: {
            shown: number;
            exiting: number;
            ranFor: number;
            duration: string;
            running: boolean;
            paused: boolean;
          };
        }
      ).toastRecord,
  );
  // The toast's clock ran exactly 2000 ms, never paused once running, and it did not leave early.
  expect(record.duration).toBe('2s');
  expect(record.ranFor).toBeCloseTo(2000, -1);
  expect(record.running).toBe(true);
  expect(record.paused).toBe(false);
  expect(record.exiting - record.shown).toBeGreaterThanOrEqual(1950);

  await page.getByRole('button', { name: 'Loading', exact: true }).click();
  const loading = page.getByText('Saving your changes…');
  await expect(loading).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(loading).toBeVisible();
  await page.getByRole('button', { name: 'Finish loading' }).click();
  await expect(loading).toBeHidden();
});

test('the dialog is keyboard-usable and gives focus back to its opener', async ({ page }) => {
  await page.goto('/ui-page');
  const opener = page.getByRole('button', { name: 'Remove item from cart' });
  await expect(opener).toBeEnabled(); // hydrated
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove this item?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a field with an error keeps what the visitor typed', async ({ page }) => {
  await page.goto('/ui-page');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Check entries' }) });
  await form.getByRole('textbox', { name: /E-mail address/ }).fill('anne.green@example');
  await form.getByRole('button', { name: 'Check entries' }).click();
  await expect(form.getByRole('textbox', { name: /Full name/ })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('anne.green@example');
  await expect(form.getByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('aria-invalid', 'true');
});
