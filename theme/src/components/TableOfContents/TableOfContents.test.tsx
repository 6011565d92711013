import { act, fireEvent, render, screen } from '@testing-library/react';
import { TableOfContents, nestToc } from '.';
import { docPage } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

const toc = docPage().toc;

function placeHeadings(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const heading = document.getElementById(id) as HTMLElement;
    heading.getBoundingClientRect = () => ({ top, bottom: top + 30, left: 0, right: 0, width: 0, height: 30, x: 0, y: top, toJSON: () => ({}) });
  }
}

describe('TableOfContents', () => {
  it('nests level 3 headings under the level 2 heading before them', () => {
    const nested = nestToc(toc);
    expect(nested.map((node) => node.entry.id)).toEqual(['overview', 'next-steps']);
    expect(nested[0].children.map((node) => node.entry.id)).toEqual(['details']);
  });

  it('highlights the heading being read while scrolling', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    render(
      <div>
        <h2 id="overview">Overview</h2>
        <h3 id="details">Details</h3>
        <h2 id="next-steps">Next steps</h2>
      </div>,
    );
    placeHeadings({ overview: 100, details: 600, 'next-steps': 1200 });
    renderWithData(<TableOfContents toc={toc} variant="desktop" />);
    const current = () => screen.getByRole('navigation').querySelector('[aria-current="location"]')?.textContent;
    expect(current()).toBe('Overview');
    placeHeadings({ overview: -700, details: -200, 'next-steps': 400 });
    await act(async () => {
      fireEvent.scroll(window);
    });
    expect(current()).toBe('Details');
    placeHeadings({ overview: -1500, details: -1000, 'next-steps': 0 });
    await act(async () => {
      fireEvent.scroll(window);
    });
    expect(current()).toBe('Next steps');
  });

  it('renders the mobile variant as a collapsed "On this page" block', () => {
    renderWithData(<TableOfContents toc={toc} variant="mobile" />);
    expect(screen.getByText('On this page').tagName).toBe('SUMMARY');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#overview', '#details', '#next-steps']);
  });
});
