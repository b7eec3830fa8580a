import { createHash } from 'node:crypto'

/**
 * The production page's JavaScript starts loading after the first paint
 * (DESIGN §6, LCP). Every page is server-rendered and complete without its
 * scripts, so nothing the visitor sees waits for them; a module script or a
 * modulepreload in the HTML would be fetched while the HTML itself is still
 * arriving and share a slow connection with it (about 100 KB of JavaScript
 * beside 26 KB of HTML on the home page), and Vite's preload helper would
 * add the page's and the islands' chunks one `appendChild` at a time inside
 * the entry's first, longest task.
 *
 * This script, inline at the end of the body, waits for the first
 * contentful paint (a `paint` performance entry; where the browser reports
 * none, two animation frames), at once in a hidden tab, which paints
 * nothing, and after FALLBACK_MS at the latest. Then it adds the
 * modulepreloads of the entry's imports and of the page's and the islands'
 * chunks, `PRELOADS_PER_TASK` to a task so that no task is long (each link
 * starts a fetch: about 6 ms at Lighthouse's 4x slowdown), and the entry's
 * module script last: when the entry runs, every link is in place, so the
 * helper finds them and adds nothing. It reads its lists from its own
 * attributes (`data-entry`, `data-imports`, `data-chunks`: space-separated
 * URLs, #support/page_assets), so its text, and the hash the policy allows it
 * by (#support/security_headers), is the same for every page and build.
 */
export const PRELOADS_PER_TASK = 3
export const FALLBACK_MS = 2000

export const MODULE_LOADER_SCRIPT =
  `(function(s,d,w){var done=0;` +
  `function list(n){var v=s.getAttribute(n);return v?v.split(' '):[]}` +
  `function link(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)}` +
  `function load(){if(done++)return;var e=s.getAttribute('data-entry');if(!e)return;` +
  `var rest=list('data-imports').concat(list('data-chunks'));(function next(){` +
  `rest.splice(0,${PRELOADS_PER_TASK}).forEach(link);if(rest.length)return setTimeout(next,0);` +
  `var m=d.createElement('script');m.type='module';m.src=e;d.head.appendChild(m)})()}` +
  `function soon(){setTimeout(load,0)}` +
  `if(d.hidden)return load();setTimeout(load,${FALLBACK_MS});` +
  `var P=w.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
  `var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();soon()}});` +
  `o.observe({type:'paint',buffered:true})}` +
  `else requestAnimationFrame(function(){requestAnimationFrame(soon)})` +
  `})(document.currentScript,document,window)`

/** The CSP source that allows the script. */
export const MODULE_LOADER_SOURCE = `'sha256-${createHash('sha256').update(MODULE_LOADER_SCRIPT).digest('base64')}'`
