import { describe, expect, it } from 'vitest';
import { checkSvg } from './svg-safety.js';

const wrap = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n<title>T</title>\n${inner}\n</svg>`;

describe('checkSvg', () => {
  it('accepts a plain drawing with internal references and reads its title', () => {
    const result = checkSvg(
      wrap(
        '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs>\n<rect fill="url(#g)" width="5" height="5"/><use href="#g"/>',
      ),
    );
    expect(result).toEqual({ findings: [], title: 'T' });
  });

  it.each([
    ['<script>x</script>', 'Element <script>'],
    ['<SCRIPT>x</SCRIPT>', 'Element <SCRIPT>'],
    ['<rect onLoad="x()"/>', 'event handler'],
    ['<a href="javascript:x()"><text>t</text></a>', 'Element <a>'],
    ['<use xlink:href="other.svg#a"/>', 'points outside'],
    ['<rect fill="url(\'http://x/y#a\')"/>', 'only url(#id)'],
    ['<style>@import url(http://x/y.css);</style>', '@import'],
    ['<iframe src="http://x"/>', 'Element <iframe>'],
    ['<svg onload=alert(1)//', 'Malformed tag'],
  ])('rejects %s', (inner, words) => {
    const { findings } = checkSvg(wrap(inner));
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.map((finding) => finding.message).join(' | ')).toContain(words);
    expect(findings[0]?.line).toBe(3);
  });

  it('ignores commented-out markup but needs a title', () => {
    const result = checkSvg('<svg viewBox="0 0 1 1"><!-- <script> --></svg>');
    expect(result.findings.map((finding) => finding.message)).toEqual([
      'The SVG needs a non-empty <title> describing it',
    ]);
  });
});
