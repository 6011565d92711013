import { screen } from '@testing-library/react';
import { Paginator } from '.';
import { renderWithData } from '../../test/render';

describe('Paginator', () => {
  it('links the previous and next pages with their labels', () => {
    renderWithData(<Paginator previous={{ label: 'Grid limits', href: '/grid-limits/' }} next={{ label: 'App', href: '/app/' }} />);
    expect(screen.getByRole('navigation', { name: 'Docs pages' })).toBeTruthy();
    const previous = screen.getByRole('link', { name: /Previous.*Grid limits/ });
    const next = screen.getByRole('link', { name: /Next.*App/ });
    expect(previous.getAttribute('href')).toBe('/grid-limits/');
    expect(previous.getAttribute('rel')).toBe('prev');
    expect(next.getAttribute('href')).toBe('/app/');
  });

  it('renders only the side that exists, and nothing without either', () => {
    const { container, rerender } = renderWithData(<Paginator next={{ label: 'App', href: '/app/' }} />);
    expect(screen.queryByText('Previous')).toBeNull();
    expect(screen.getByText('Next')).toBeTruthy();
    rerender(<Paginator />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
