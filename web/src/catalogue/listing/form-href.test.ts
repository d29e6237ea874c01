// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { changedBeforeHydration, formQuery, hrefWithFormValues, namesChangedBeforeHydration } from './form-href';

describe('filter form → URL', () => {
  it('joins repeated names with commas and leaves out empty fields', () => {
    expect(
      formQuery([
        ['q', 'lemon haze'],
        ['seed_type', 'feminized'],
        ['seed_type', 'autoflowering'],
        ['price_min', ''],
        ['price_max', ' 40 '],
        ['seed_type', 'feminized'],
        ['sort', 'price-asc'],
      ]),
    ).toBe('q=lemon+haze&seed_type=feminized,autoflowering&price_max=40&sort=price-asc');
    expect(formQuery([['price_min', '  ']])).toBe('');
  });
});

describe('changes made before hydration', () => {
  function form(html: string): HTMLFormElement {
    const element = document.createElement('form');
    element.innerHTML = html;
    return element;
  }

  it('finds a box ticked or unticked against what the server rendered', () => {
    const boxes = form(
      '<input type="checkbox" name="seed_type" value="feminized"><input type="checkbox" name="in_stock" value="true" checked>',
    );
    expect(changedBeforeHydration(boxes)).toBe(false);
    const feminized = boxes.querySelector<HTMLInputElement>('[value=feminized]');
    const inStock = boxes.querySelector<HTMLInputElement>('[name=in_stock]');
    if (!feminized || !inStock) throw new Error('no boxes');
    feminized.checked = true;
    expect(changedBeforeHydration(boxes)).toBe(true);
    feminized.checked = false;
    inStock.checked = false;
    expect(changedBeforeHydration(boxes)).toBe(true);
  });

  it('finds another option chosen in a select', () => {
    const sort = form(
      '<select name="sort"><option value="popular" selected>Popular</option><option value="newest">Newest</option></select>',
    );
    expect(changedBeforeHydration(sort)).toBe(false);
    const select = sort.querySelector('select');
    if (!select) throw new Error('no select');
    select.value = 'newest';
    expect(changedBeforeHydration(sort)).toBe(true);
    const plain = form(
      '<select name="sort"><option value="popular">Popular</option><option value="newest">Newest</option></select>',
    );
    expect(changedBeforeHydration(plain)).toBe(false);
  });

  it('leaves number fields to their own blur', () => {
    const range = form('<input type="number" name="price_min" value="">');
    const field = range.querySelector('input');
    if (!field) throw new Error('no field');
    field.value = '12';
    expect(changedBeforeHydration(range)).toBe(false);
  });
});

describe('a URL with the changes of one form', () => {
  it('replaces only the changed names, keeps the rest and starts at page 1', () => {
    const filters = document.createElement('form');
    filters.innerHTML =
      '<input type="checkbox" name="seed_type" value="feminized"><input type="checkbox" name="seed_type" value="regular" checked><input type="checkbox" name="seed_bank" value="alpine" checked><input type="hidden" name="sort" value="newest">';
    const boxes = filters.querySelectorAll<HTMLInputElement>('input[name=seed_type]');
    const [feminized] = Array.from(boxes);
    if (!feminized) throw new Error('no box');
    feminized.checked = true;
    const names = namesChangedBeforeHydration(filters);
    expect([...names]).toEqual(['seed_type']);
    // The sort chosen by the other form in the meantime stays; so does the untouched seed bank.
    expect(hrefWithFormValues('/fr/graines?seed_bank=alpine&sort=price-asc&page=3', filters, names)).toBe(
      '/fr/graines?seed_bank=alpine&sort=price-asc&seed_type=feminized,regular',
    );
    const regular = boxes[1];
    if (!regular) throw new Error('no box');
    feminized.checked = false;
    regular.checked = false;
    expect(hrefWithFormValues('/fr/graines?seed_type=regular', filters, namesChangedBeforeHydration(filters))).toBe(
      '/fr/graines',
    );
  });
});
