// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@seedshop/locales/en.json';
import { Checkbox } from './checkbox';
import { Select } from './select';
import { TextField } from './text-field';
import { Textarea } from './textarea';

// Icons load their data over HTTP in the browser; here they are just decoration.
vi.mock('../icon/icon', () => ({ Icon: () => null }));

const intl = createIntl({ locale: 'en-US', messages: en });

afterEach(cleanup);

// All four controls get their wiring from `useField`; each must still apply it to its own element.
const controls: readonly [string, (props: { hint?: string; error?: string; id?: string }) => ReactElement][] = [
  ['TextField', (props) => <TextField intl={intl} label="Name" {...props} />],
  ['Textarea', (props) => <Textarea intl={intl} label="Name" {...props} />],
  ['Select', (props) => <Select intl={intl} label="Name" options={[{ value: 'a', label: 'A' }]} {...props} />],
  ['Checkbox', (props) => <Checkbox intl={intl} label="Name" {...props} />],
];

describe.each(controls)('%s', (_name, renderControl) => {
  it('is named by its label and describes itself by hint, then error', () => {
    const { getByLabelText, getByText } = render(renderControl({ id: 'f', hint: 'Help', error: 'Wrong' }));
    const control = getByLabelText('Name');
    expect(control.id).toBe('f');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe('f-hint f-error');
    expect(getByText('Help').id).toBe('f-hint');
    expect(getByText('Wrong').closest('p')?.id).toBe('f-error');
  });

  it('carries no ARIA description or invalid state when there is nothing to point at', () => {
    const { getByLabelText, container } = render(renderControl({ hint: '', error: '' }));
    const control = getByLabelText('Name');
    expect(control.id).not.toBe('');
    expect(control.hasAttribute('aria-invalid')).toBe(false);
    expect(control.hasAttribute('aria-describedby')).toBe(false);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
