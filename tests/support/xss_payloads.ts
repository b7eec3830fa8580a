/**
 * The XSS corpus: a few hundred payloads generated from
 * vectors (tags, attributes, event handlers, javascript: URLs, SVG and
 * MathML, comment and raw-text breakouts, template and markdown tricks,
 * encodings) × ways to run code. Every payload that runs either sets the
 * canary `window.__xss` or opens a dialog (alert/confirm/prompt), which the
 * browser test watches for.
 */

/** Code that trips the canary; none contains a space or a double quote. */
const RUN = [
  'window.__xss=1',
  'alert(1)',
  "top['__xss']=1",
  'self.__xss=1',
  "eval('window.__xss=1')",
  "window['__x'+'ss']=1",
  "setTimeout('window.__xss=1')",
  'confirm(1)',
  'prompt(1)',
  '[1].map(alert)',
  'globalThis.__xss=1',
  'Function("window.__xss=1")()'.replace(/"/g, "'"),
]

/** Vectors, `JS` standing for the code. */
const VECTORS = [
  '<script>JS</script>',
  '<ScRiPt>JS</sCrIpT>',
  '<script src="data:text/javascript,JS"></script>',
  '<img src=x onerror="JS">',
  '<img src="x" onerror=JS//>',
  '<IMG SRC=x OnErRoR="JS">',
  '<svg onload="JS">',
  '<svg><script>JS</script></svg>',
  '<svg><animate onbegin="JS" attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:JS"><text y=20>svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="JS">',
  '<body onload="JS">',
  '<iframe src="javascript:JS"></iframe>',
  '<iframe srcdoc="<script>JS</script>"></iframe>',
  '<object data="javascript:JS"></object>',
  '<embed src="javascript:JS">',
  '<input autofocus onfocus="JS">',
  '<select autofocus onfocus="JS"></select>',
  '<textarea autofocus onfocus="JS"></textarea>',
  '<details open ontoggle="JS">',
  '<video src=x onerror="JS"></video>',
  '<audio src=x onerror="JS"></audio>',
  '<marquee onstart="JS">m</marquee>',
  '<div style="animation-name:spin" onanimationstart="JS">a</div>',
  '<a href="javascript:JS" id=xsslink>click</a>',
  '<a href="JaVaScRiPt:JS">click</a>',
  '<a href="java&#x09;script:JS">click</a>',
  '<a href="&#106;avascript:JS">click</a>',
  '<a href="data:text/html,<script>JS</script>">click</a>',
  '<form action="javascript:JS"><button>go</button></form>',
  '<button formaction="javascript:JS">go</button>',
  '<x onmouseover="JS">hover me</x>',
  '<p onpointerenter="JS">hover me</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:JS">',
  '<link rel=import href="data:text/html,<script>JS</script>">',
  '<style>@import "javascript:JS";</style>',
  '<base href="javascript:JS//">',
  '"><img src=x onerror="JS">',
  '\'><svg onload="JS">',
  '" autofocus onfocus="JS" x="',
  "' onmouseover='JS' x='",
  '</textarea><script>JS</script>',
  '</title><script>JS</script>',
  '</script><script>JS</script>',
  '--></script><script>JS</script>',
  '<!--<img src="--><img src=x onerror="JS">',
  '<noscript><p title="</noscript><img src=x onerror=JS>">',
  '<template><img src=x onerror="JS"></template><img src=x onerror="JS">',
  '<img src=x onerror=JS>',
  '<img src=x onerror="&#119;indow.__xss=1;JS">',
  "{{constructor.constructor('JS')()}}",
  '${JS}',
  '[click](javascript:JS)',
  '![x](x" onerror="JS)',
  '**<img src=x onerror="JS">**',
  '`<img src=x onerror="JS">`',
  '&lt;img src=x onerror="JS"&gt;',
  '&#60;img src=x onerror="JS"&#62;',
  '%3Cimg%20src%3Dx%20onerror%3D%22JS%22%3E',
  '\\u003cimg src=x onerror="JS"\\u003e',
  '+ADw-script+AD4-JS+ADw-/script+AD4-',
  '＜script＞JS＜/script＞',
  '<scr\u0000ipt>JS</scr\u0000ipt>',
  '<img src=x onerror="JS"\u202E>',
  '<<script>JS//<</script>',
]

/** Every vector with the first runner, every runner with a few vectors: a few hundred, no duplicates. */
export function xssPayloads(): string[] {
  const payloads = new Set<string>()
  const fill = (vector: string, code: string) => payloads.add(vector.split('JS').join(code))
  for (const vector of VECTORS) {
    fill(vector, RUN[0])
    fill(vector, RUN[1])
  }
  for (const code of RUN) {
    for (const vector of VECTORS.filter((_, index) => index % 3 === 0)) fill(vector, code)
  }
  return [...payloads]
}

/** Payloads in chunks of at most `size` characters (joined by spaces), for fields with a length. */
export function chunked(payloads: string[], size: number): string[] {
  const chunks: string[] = []
  let current = ''
  for (const payload of payloads) {
    if (current && current.length + payload.length + 1 > size) {
      chunks.push(current)
      current = ''
    }
    current = current ? `${current} ${payload}` : payload
  }
  if (current) chunks.push(current)
  return chunks
}
