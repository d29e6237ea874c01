// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify';
import { Toasts } from './toasts';

afterEach(cleanup);

describe('Toasts', () => {
  it('leaves the toast library out of the first render: no container until a toast or an idle moment', () => {
    const { container } = render(<Toasts />);
    expect(container.querySelector('.Toastify')).toBeNull();
  });

  it('shows a toast asked for before the container was mounted, once the library has loaded', async () => {
    render(<Toasts />);
    act(() => notify.success('Saved for later'));
    expect(await screen.findByText('Saved for later', undefined, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector('.Toastify [role="alert"]')).not.toBeNull();
  });
});
