import { fireEvent, screen } from '@testing-library/react';
import { ColorModeToggle } from '.';
import { nextChoice, validChoice } from '../../colorMode/mode';
import { headHtml } from '../../headHtml';
import { localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

const respectOff = { defaultMode: 'light' as const, respectPrefersColorScheme: false };
const respectOn = { defaultMode: 'light' as const, respectPrefersColorScheme: true };

describe('colour mode', () => {
  it('toggles light and dark when respectPrefersColorScheme is off', () => {
    renderWithData(<ColorModeToggle />);
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-label')).toContain('light mode');
    fireEvent.click(button);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(button.getAttribute('aria-label')).toContain('dark mode');
    fireEvent.click(button);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('cycles system -> light -> dark -> system when it is on', () => {
    renderWithData(<ColorModeToggle />, { locale: localeData('en', { colorMode: { ...respectOn, disableSwitch: false } }) });
    const button = screen.getByRole('button');
    expect(button.getAttribute('data-choice')).toBe('system');
    const seen = [1, 2, 3].map(() => {
      fireEvent.click(button);
      return button.getAttribute('data-choice');
    });
    expect(seen).toEqual(['light', 'dark', 'system']);
    expect(window.localStorage.getItem('theme')).toBe('system');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light'); // jsdom: system is light
  });

  it('picks up the stored choice after hydration', () => {
    window.localStorage.setItem('theme', 'dark');
    renderWithData(<ColorModeToggle />);
    expect(screen.getByRole('button').getAttribute('data-choice')).toBe('dark');
  });

  it('validates stored values against the configuration', () => {
    expect(validChoice('system', respectOff)).toBe('light');
    expect(validChoice('system', respectOn)).toBe('system');
    expect(validChoice('purple', respectOn)).toBe('system');
    expect(validChoice(null, { ...respectOff, defaultMode: 'dark' })).toBe('dark');
    expect(nextChoice('system', respectOff, 'dark')).toBe('light');
  });
});

describe('headHtml', () => {
  const run = () => {
    const script = headHtml().replace(/^<script>|<\/script>$/g, '');
    new Function(script)();
  };

  it('applies the stored mode before paint', () => {
    window.localStorage.setItem('theme', 'dark');
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('dark');
  });

  it('defaults to light, or to the documented data-default-mode attribute', () => {
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    document.documentElement.setAttribute('data-default-mode', 'dark');
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    document.documentElement.removeAttribute('data-default-mode');
  });

  it('marks embed mode and a dismissed announcement', () => {
    window.history.replaceState(null, '', '/installation/?embed=true');
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    run();
    expect(document.documentElement.getAttribute('data-embed')).toBe('true');
    expect(document.documentElement.getAttribute('data-announcement-dismissed')).toBe('true');
    window.history.replaceState(null, '', '/');
  });
});
