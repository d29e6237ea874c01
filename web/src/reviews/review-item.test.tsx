// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@seedshop/locales/de.json';
import fr from '@seedshop/locales/fr.json';
import { ReviewItem } from './review-item';
import type { ReviewView } from './review-view';

vi.mock('./review-islands', () => ({ HelpfulVoteButtons: () => null }));

const german = createIntl({ locale: 'de-DE', messages: de });
const french = createIntl({ locale: 'fr-CA', messages: fr });

const review = (language: ReviewView['language']): ReviewView => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Sam',
  rating: 4,
  advantages: 'Fast',
  disadvantages: null,
  generalImpressions: null,
  text: 'Germinated within two days and grew into a sturdy plant.',
  language,
  createdAt: '2029-05-01T10:00:00Z',
  status: 'published',
  helpfulYes: 0,
  helpfulNo: 0,
  myVote: null,
});

afterEach(cleanup);

describe('ReviewItem', () => {
  it('labels a review in another language, named in the page’s language, and marks its text', () => {
    const { container, getByText } = render(
      <ReviewItem intl={german} page="de" review={review('en')} signInHref={null} />,
    );
    expect(getByText('Auf Englisch verfasst').closest('[lang]')).toBeNull();
    const text = getByText(/Germinated within two days/u);
    expect(text.closest('[lang]')?.getAttribute('lang')).toBe('en');
    // The answer labels stay in the page's language.
    expect(getByText('Vorteile').closest('[lang]')?.getAttribute('lang')).toBe('de-DE');
    expect(container.querySelector('header')?.textContent).toContain('Auf Englisch verfasst');

    const inFrench = render(<ReviewItem intl={french} page="fr" review={review('de')} signInHref={null} />);
    expect(inFrench.getByText('Rédigé en allemand')).toBeTruthy();
  });

  it('shows no label on a review in the page’s language', () => {
    const { container } = render(<ReviewItem intl={german} page="de" review={review('de')} signInHref={null} />);
    expect(container.textContent).not.toMatch(/verfasst/u);
    expect(container.querySelector('[lang="de"]')?.textContent).toContain('Germinated');
  });
});
