import { describe, expect, it } from 'vitest';
import { formatDuration } from './video-duration';

describe('formatDuration', () => {
  it('writes minutes and seconds, and hours when there are any', () => {
    expect(formatDuration(245)).toEqual({ text: '4:05', iso: 'PT4M5S' });
    expect(formatDuration(3729)).toEqual({ text: '1:02:09', iso: 'PT1H2M9S' });
    expect(formatDuration(60)).toEqual({ text: '1:00', iso: 'PT1M' });
    expect(formatDuration(42.4)).toEqual({ text: '0:42', iso: 'PT42S' });
  });

  it('answers null without a usable length', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(0)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
  });
});
