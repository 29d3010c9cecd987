/**
 * The security probes' hostile texts, each calling the page's sentinel `__xss(tag)` if it ever ran: one list for
 * the browser probes (e2e/security-probes.spec.ts) and the server-render probes (shell/server/hostileAddresses.test.ts).
 */
export function hostileTexts(tag: string): string[] {
  const call = `__xss('${tag}')`;
  return [
    `<img src=x onerror="${call}">`,
    `<script>${call}</script>`,
    `javascript:${call}`,
    `"><svg onload="${call}">`,
    `'><img src=x onerror='${call}'>`,
    `</title><svg onload=${call}>`,
    `{{constructor.constructor("${call}")()}}`,
    `\${${call}}<a href="javascript:${call}">x</a>`,
    `\u202e\u200b<img src=x onerror=${call}>\u200d\u2067`,
    encodeURIComponent(`<img src=x onerror=${call}>`),
    `<iframe srcdoc="<script>parent.${call}</script>"></iframe>`,
    `${'x'.repeat(5000)}<img src=x onerror=${call}>`,
  ];
}
