import { screen } from '@testing-library/react';
import { LastUpdated } from '.';
import { docPage } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

describe('LastUpdated', () => {
  it('shows nothing when the docs plugin does not show last updates', () => {
    const { container } = renderWithData(<LastUpdated />);
    expect(container.innerHTML).toBe('');
  });

  it('names the day in the page language and the author', () => {
    renderWithData(<LastUpdated />, { page: docPage('en', { lastUpdate: { date: '2024-10-14', author: 'Ada' } }) });
    const time = screen.getByText('Oct 14, 2024');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2024-10-14');
    expect(time.parentElement?.textContent).toBe('Last updated on Oct 14, 2024 by Ada');
  });

  it('shows the author alone when only the author is shown', () => {
    const { container } = renderWithData(<LastUpdated />, { page: docPage('en', { lastUpdate: { author: 'Ada' } }) });
    expect(container.textContent).toBe('Last updated by Ada');
  });
});
