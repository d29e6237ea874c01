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
  // The page itself times the toast (from its text becoming visible to its disappearing, polled
  // every 10 ms), so a slow test runner cannot stretch or shorten what is measured.
  await page.evaluate(() => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { toastTimes: typeof times }).toastTimes = times;
    const visible = () => {
      const found = document.evaluate(
        "//*[text()='Your changes were saved.']",
        document,
        null,
        XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
        null,
      );
      for (let index = 0; index < found.snapshotLength; index += 1) {
        const node = found.snapshotItem(index);
        if (node instanceof Element && node.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          return true;
      }
      return false;
    };
    const timer = window.setInterval(() => {
      if (times.shown === undefined && visible()) times.shown = performance.now();
      else if (times.shown !== undefined && !visible()) {
        times.hidden = performance.now();
        window.clearInterval(timer);
      }
    }, 10);
  });
  await page.getByRole('button', { name: 'Success', exact: true }).click();
  const toast = page.getByText('Your changes were saved.', { exact: true });
  await expect(toast).toBeVisible();
  await toast.hover(); // pauseOnHover is off: hovering must not keep it open
  await expect(toast).toBeHidden({ timeout: 5000 });
  const times = await page.evaluate(
    () => (window as unknown as { toastTimes: { shown: number; hidden: number } }).toastTimes,
  );
  // 2000 ms open, then the exit animation.
  expect(times.hidden - times.shown).toBeGreaterThanOrEqual(1950);
  expect(times.hidden - times.shown).toBeLessThan(3500);

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
