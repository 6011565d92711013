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
 *  - Loads the app (each <meta name="ampere-entry">, a module script, after a preload of each
 *    <meta name="ampere-preload">, the locale data) once the document is parsed
 *    and its first paint is done (a paint timing entry; at the latest 300 ms after parsing): on a
 *    slow mobile network the stylesheet then has the connection to itself and the page shows
 *    before the script arrives (see ARCHITECTURE.md, "Before the app is interactive").
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
document.addEventListener('click',function(e){if(!d.hasAttribute('data-search-ready')&&e.target&&e.target.closest&&e.target.closest('button[aria-keyshortcuts]'))q()},true)}catch(e){}
var o=0,a=function(){if(o)return;o=1;var l=document.querySelectorAll('meta[name="ampere-preload"]');
for(var i=0;i<l.length;i++){var f=document.createElement('link');f.rel='preload';f.as='fetch';f.crossOrigin='anonymous';f.href=l[i].content;document.head.appendChild(f)}
l=document.querySelectorAll('meta[name="ampere-entry"]');for(var i=0;i<l.length;i++){var x=document.createElement('script');x.type='module';x.src=l[i].content;document.head.appendChild(x)}},
p=function(){try{new PerformanceObserver(function(l,b){b.disconnect();setTimeout(a,0)}).observe({type:'paint',buffered:true})}catch(e){}setTimeout(a,300)};
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',p);else p()})();`;

export function headHtml(): string {
  return `<script>${script.replace(/\n/g, '')}</script>`;
}
