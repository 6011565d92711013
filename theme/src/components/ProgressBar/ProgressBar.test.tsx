import { act, render } from '@testing-library/react';
import { ProgressBar } from '.';
import { trickle } from './progress';

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const bar = (container: HTMLElement) => container.firstElementChild as HTMLElement;
  const width = (container: HTMLElement) => (bar(container).firstElementChild as HTMLElement).style.inlineSize;

  it('stays idle for navigations faster than 200 ms', () => {
    const { container, rerender } = render(<ProgressBar active={false} />);
    rerender(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<ProgressBar active={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(bar(container).getAttribute('data-state')).toBe('idle');
  });

  it('starts at 0.08 after 200 ms, trickles every 800 ms, finishes when the route updated', () => {
    const { container, rerender } = render(<ProgressBar active={false} />);
    rerender(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(200));
    expect(bar(container).getAttribute('data-state')).toBe('running');
    expect(width(container)).toBe('8.0%');
    act(() => vi.advanceTimersByTime(800));
    expect(width(container)).toBe('18.0%');
    rerender(<ProgressBar active={false} />);
    expect(bar(container).getAttribute('data-state')).toBe('done');
    expect(width(container)).toBe('100.0%');
    act(() => vi.advanceTimersByTime(400));
    expect(bar(container).getAttribute('data-state')).toBe('idle');
  });

  it('trickles in shrinking steps without reaching the end', () => {
    expect(trickle(0)).toBeCloseTo(0.1);
    expect(trickle(0.5)).toBeCloseTo(0.52);
    expect(trickle(0.993)).toBeLessThan(1);
  });
});
