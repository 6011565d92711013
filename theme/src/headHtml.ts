/**
 * The inline script the Rust build puts in every page's <head>, before the stylesheets. It runs
 * before first paint and sets on <html>:
 *  - data-theme="light|dark" and data-theme-choice="light|dark|system" from localStorage `theme`.
 *    Without a valid stored choice it uses the optional attributes the build may write on <html>:
 *    data-default-mode="light|dark" (default light) and
 *    data-respect-prefers-color-scheme="true" (then the default choice is 'system').
 *  - data-embed="true" when the URL has ?embed=true (CSS then hides all page chrome).
 *  - data-announcement-dismissed="true" when the announcement bar was dismissed (CSS hides it;
 *    the app re-shows it if the configured announcement id changed).
 *  - data-search-requested="true" when the reader presses Ctrl/Cmd+K or '/' (outside a field) or
 *    clicks the Search button before the app is interactive: the Search button opens the dialog
 *    as soon as it hydrates (and sets data-search-ready, which ends this early listening).
 * Every step is guarded: blocked storage or an old browser leaves the defaults in place.
 */
const script = `(function(){var d=document.documentElement,s=null;try{s=window.localStorage}catch(e){}
function g(k){try{return s&&s.getItem(k)}catch(e){return null}}
var r=d.getAttribute('data-respect-prefers-color-scheme')==='true',m=d.getAttribute('data-default-mode')==='dark'?'dark':'light',c=g('theme');
if(c!=='light'&&c!=='dark'&&!(r&&c==='system'))c=r?'system':m;
var t=c;if(c==='system'){try{t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){t=m}}
d.setAttribute('data-theme',t);d.setAttribute('data-theme-choice',c);
try{if(new URLSearchParams(window.location.search).get('embed')==='true')d.setAttribute('data-embed','true')}catch(e){}
if(g('docusaurus.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','true');
try{var q=function(){d.setAttribute('data-search-requested','true')};
document.addEventListener('keydown',function(e){if(d.hasAttribute('data-search-ready'))return;var t=e.target||{},n=t.tagName||'';
if(t.isContentEditable||n==='INPUT'||n==='TEXTAREA'||n==='SELECT')return;var k=(e.key||'').toLowerCase();
if(((e.ctrlKey||e.metaKey)&&!e.altKey&&k==='k')||(k==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey)){e.preventDefault();q()}},true);
document.addEventListener('click',function(e){if(!d.hasAttribute('data-search-ready')&&e.target&&e.target.closest&&e.target.closest('button[aria-keyshortcuts]'))q()},true)}catch(e){}})();`;

export function headHtml(): string {
  return `<script>${script.replace(/\n/g, '')}</script>`;
}
