// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from './block-types';
import { CallToActionBlock } from './call-to-action-block';
import { HeroBlock } from './hero-block';

afterEach(cleanup);

const sha = 'a'.repeat(40);
const hero: BlockOf<'hero'> = {
  _type: 'hero',
  _key: 'k1',
  heading: 'Seeds from the best seed banks',
  subheading: 'Feminized, autoflowering and regular.',
  tone: 'light',
  image: {
    alt: 'Young cannabis plants in a greenhouse',
    caption: null,
    decorative: null,
    hotspot: null,
    crop: null,
    asset: {
      _id: `image-${sha}-1600x900-webp`,
      url: `/api/content/images/local/demo/${sha}-1600x900.webp`,
      metadata: {
        dimensions: { _type: 'sanity.imageDimensions', width: 1600, height: 900, aspectRatio: 16 / 9 },
        lqip: null,
        palette: null,
      },
    },
  },
  ctas: [
    { _key: 'c1', label: 'Browse the catalogue', href: '/cannabis-seeds' },
    { _key: 'c2', label: 'Sneaky', href: 'javascript:alert(1)' },
  ],
};

describe('hero block', () => {
  it('is the page heading and the LCP image when it opens a page without a title', () => {
    render(<HeroBlock block={hero} context={{ locale: 'de', index: 0 }} />);
    expect(screen.getByRole('heading', { level: 1, name: hero.heading })).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Young cannabis plants in a greenhouse' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('region', { name: hero.heading })).toBeTruthy();
  });

  it('is a section heading with a lazy image further down or under a page title', () => {
    render(<HeroBlock block={hero} context={{ locale: 'en', index: 2 }} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
    cleanup();
    render(<HeroBlock block={hero} context={{ locale: 'en', index: 0, titled: true }} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('links its buttons in the page’s language and drops a button with an unsafe target', () => {
    render(<HeroBlock block={hero} context={{ locale: 'de', index: 0 }} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Browse the catalogue', '/de/cannabis-seeds'],
    ]);
    expect(screen.queryByText('Sneaky')).toBeNull();
  });
});

describe('call to action block', () => {
  it('renders the heading, text and safe buttons only', () => {
    render(
      <CallToActionBlock
        block={{
          _type: 'callToAction',
          _key: 'k2',
          heading: 'New to growing?',
          text: 'Start with our beginner guides.',
          primary: { label: 'Start here', href: '/topic/beginners-world' },
          secondary: { label: 'Call us', href: 'data:text/html,<script>alert(1)</script>' },
        }}
        context={{ locale: 'fr' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'New to growing?' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/fr/topic/beginners-world']);
  });
});
