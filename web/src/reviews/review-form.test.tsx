// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callShop, captchaToken, resetIslandMocks, toast } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { ReviewForm } from './review-form';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/ui/toast/notify', async () => (await import('@/ui/testing/island-mocks')).notifyModule);
vi.mock('@/ui/captcha/use-captcha', async () => (await import('@/ui/testing/island-mocks')).captchaModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);

beforeEach(resetIslandMocks);
afterEach(cleanup);

const text = 'Germinated in two days, grew sturdy and smelled of lemons.';

function renderForm() {
  renderInIntl(<ReviewForm productId="prod-000042" productName="Lemon Haze" defaultName="Robin" />);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`, 'u')), { target: { value } });

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
  });
}

describe('ReviewForm', () => {
  it('checks the rating and the text length before anything is sent', async () => {
    renderForm();
    type('Your review', 'Too short');
    await submit();
    expect(callShop).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter at least 20 characters.')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Rate the strain/u }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('sends the review with the captcha and then says it awaits moderation', async () => {
    callShop.mockResolvedValueOnce({
      ok: true,
      status: 201,
      data: { message: 'Thanks — your review will appear once it has been checked.', review: {} },
    });
    renderForm();
    fireEvent.click(screen.getByLabelText('good'));
    type('Advantages', '  Fast  ');
    type('Your review', text);
    expect(screen.getByLabelText('Name', { exact: false })).toHaveProperty('value', 'Robin');
    await submit();
    expect(captchaToken).toHaveBeenCalledWith('review');
    expect(callShop).toHaveBeenCalledWith(
      'catalogue/products/prod-000042/reviews',
      expect.objectContaining({
        json: {
          rating: 4,
          name: 'Robin',
          text,
          advantages: 'Fast',
          disadvantages: null,
          general_impressions: null,
          captcha: 'solved',
        },
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Thanks — your review will appear once it has been checked.');
    expect(screen.getByRole('heading', { name: 'Thank you for your review!' })).toBeTruthy();
  });

  it('shows the shop’s refusals at the fields and keeps what was typed', async () => {
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 422,
      message: 'Please check the marked fields.',
      fieldErrors: { generalImpressions: ['This text contains characters that are not allowed.'] },
      retryAfterSeconds: null,
    });
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 409,
      message: 'You have already reviewed this strain.',
      fieldErrors: {},
      retryAfterSeconds: null,
    });
    renderForm();
    fireEvent.click(screen.getByLabelText('excellent'));
    type('General impressions', 'Great');
    type('Your review', text);
    await submit();
    const impressions = screen.getByLabelText('General impressions', { exact: false });
    expect(impressions.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This text contains characters that are not allowed.')).toBeTruthy();
    expect(screen.getByLabelText('Your review', { exact: false })).toHaveProperty('value', text);

    await submit();
    expect(screen.getByRole('alert').textContent).toContain('You have already reviewed this strain.');
    expect(screen.getByLabelText('Your review', { exact: false })).toHaveProperty('value', text);
  });
});
