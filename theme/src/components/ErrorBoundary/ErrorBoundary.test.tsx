import { fireEvent, screen } from '@testing-library/react';
import { ErrorBoundary } from '.';
import { renderWithData } from '../../test/render';

let broken = true;
function Fragile() {
  if (broken) throw new Error('Cannot read the sidebar', { cause: new Error('locale data missing', { cause: 'HTTP 404' }) });
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.title = 'Installation | SmartgridOne Documentation';
  });

  it('shows the crash screen with the error and its chain of causes, titled "Page Error"', () => {
    renderWithData(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page crashed' })).toBeTruthy();
    expect(screen.getByText('Cannot read the sidebar')).toBeTruthy();
    expect(screen.getByText('Cause: locale data missing')).toBeTruthy();
    expect(screen.getByText('Cause: HTTP 404')).toBeTruthy();
    expect(screen.getByRole('alert').getAttribute('data-state')).toBe('crashed');
    expect(document.title).toBe('Page Error');
  });

  it('"Try again" renders the page again and restores the title', () => {
    renderWithData(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeTruthy();
    expect(document.title).toBe('Installation | SmartgridOne Documentation');
  });
});
