/**
 * Draws the page's ```mermaid code blocks as diagrams (Docusaurus's `markdown.mermaid`), in the
 * browser, with the mermaid package loaded only on pages that have one. The code block stays in
 * the HTML (what readers without JavaScript see) and is hidden once its diagram is drawn; a block
 * mermaid cannot read stays as code.
 *
 * The site's Content-Security-Policy allows no inline <style> element, and mermaid writes its
 * diagram's CSS into one inside the SVG: that CSS is moved into a constructed stylesheet
 * (CSSOM), which the policy does not restrict.
 */
import mermaid from 'mermaid';

const BLOCKS = 'pre[data-language="mermaid"]:not([data-diagram])';
let drawn = 0;

function theme(): 'dark' | 'default' {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'default';
}

/** Moves the <style> elements of `container` into constructed stylesheets of the document. */
function adoptStyles(container: Element): void {
  for (const style of Array.from(container.querySelectorAll('style'))) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(style.textContent ?? '');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    style.remove();
  }
}

/** Draws every mermaid block under `root` that is not drawn yet. */
export async function drawDiagrams(root: HTMLElement): Promise<void> {
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: theme() });
  for (const block of Array.from(root.querySelectorAll<HTMLElement>(BLOCKS))) {
    block.dataset.diagram = 'drawing';
    try {
      drawn += 1;
      const { svg } = await mermaid.render(`ampere-mermaid-${drawn}`, block.textContent ?? '');
      const figure = document.createElement('div');
      figure.className = 'mermaid-diagram';
      figure.setAttribute('role', 'img');
      figure.innerHTML = svg;
      adoptStyles(figure);
      block.after(figure);
      block.hidden = true;
      block.dataset.diagram = 'drawn';
    } catch {
      block.dataset.diagram = 'unreadable';
    }
  }
}
