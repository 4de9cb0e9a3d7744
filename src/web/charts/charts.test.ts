// SVG charts and table views: text alternatives, suppressed values, escaping.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { barChart, chartTable, escapeXml, horizontalBarChart, labelLines, percent, tableView } from './charts.ts';

const months = {
  id: 'monthly',
  title: 'Complaints received and disposed, by month',
  categories: ['Jul 2026', 'Aug 2026', 'Sep 2026'],
  series: [
    { name: 'Received', values: [6, 0, null] },
    { name: 'Disposed', values: [0, 1200, 3] },
  ],
};

describe('server-side SVG charts', () => {
  it('a bar chart is an image labelled by its title and a description giving every figure', () => {
    const svg = barChart(months);
    assert.match(svg, /^<svg [^>]*role="img"[^>]*aria-labelledby="monthly-title monthly-desc"/);
    assert.match(svg, /<title id="monthly-title">Complaints received and disposed, by month<\/title>/);
    assert.match(
      svg,
      /<desc id="monthly-desc">Jul 2026: Received 6, Disposed 0; Aug 2026: Received 0, Disposed 1,200; Sep 2026: Received suppressed, Disposed 3\.<\/desc>/,
    );
    // One bar per published value (5), none for the suppressed one, which is written out instead.
    assert.equal((svg.match(/<rect x=/g) ?? []).length, 5);
    assert.equal((svg.match(/>suppressed</g) ?? []).length, 1);
    assert.ok(svg.endsWith('</svg>'));
  });

  it('Rule 4(1): shares drawn as horizontal bars in percent, with the value written beside each bar', () => {
    const svg = horizontalBarChart({
      id: 'share',
      title: 'Notices within 15 days',
      categories: ['Sadar', 'Etmadpur'],
      series: [{ name: 'Share', values: [0.75, null] }],
      max: 1,
      format: percent,
    });
    assert.match(svg, /<desc id="share-desc">Sadar: 75%; Etmadpur: suppressed\.<\/desc>/);
    assert.match(svg, />75%<\/text>/);
    assert.equal((svg.match(/<rect /g) ?? []).length, 1);
  });

  it('text is escaped: no markup can come in through a name', () => {
    const svg = barChart({
      id: 'x"y',
      title: '<script>alert(1)</script>',
      categories: ['A & B'],
      series: [{ name: 'n', values: [1] }],
    });
    assert.ok(!svg.includes('<script>'));
    assert.match(svg, /&lt;script&gt;/);
    assert.match(svg, /A &amp; B/);
    assert.match(svg, /id="x&quot;y-title"/);
    assert.equal(escapeXml(`'"<>&`), '&#39;&quot;&lt;&gt;&amp;');
  });

  it('the table view has a caption, column and row headings, and says "suppressed" for null', () => {
    const html = chartTable(months, 'Month');
    assert.match(html, /^<table class="figures"><caption>Complaints received and disposed, by month<\/caption>/);
    assert.match(html, /<th scope="col">Month<\/th><th scope="col">Received<\/th><th scope="col">Disposed<\/th>/);
    assert.match(html, /<tr><th scope="row">Aug 2026<\/th><td class="num">0<\/td><td class="num">1,200<\/td><\/tr>/);
    assert.match(html, /<tr><th scope="row">Sep 2026<\/th><td>suppressed<\/td><td class="num">3<\/td><\/tr>/);
    assert.match(tableView({ caption: 'c', columns: ['a'], rows: [['<b>']] }), /<th scope="row">&lt;b&gt;<\/th>/);
  });

  it('a labelled bar whose label is longer than the box breaks it at its spaces, and the box grows to hold it', () => {
    const long = 'Notices within 15 days, counting those overdue (Rule 4(1))';
    assert.deepEqual(labelLines(long), ['Notices within 15 days, counting', 'those overdue (Rule 4(1))']);
    assert.deepEqual(labelLines('Under 1 month'), ['Under 1 month']);
    const one = horizontalBarChart({
      id: 's',
      title: 'Shares',
      categories: ['Under 1 month'],
      labelsAbove: true,
      series: [{ name: 'x', values: [0.5] }],
    });
    const two = horizontalBarChart({
      id: 's',
      title: 'Shares',
      categories: [long],
      labelsAbove: true,
      series: [{ name: 'x', values: [0.5] }],
    });
    assert.match(
      two,
      /<tspan x="4">Notices within 15 days, counting<\/tspan><tspan x="4" dy="17">those overdue \(Rule 4\(1\)\)<\/tspan>/,
    );
    const height = (svg: string) => Number(/viewBox="0 0 360 (\d+)"/.exec(svg)![1]);
    assert.equal(height(two) - height(one), 17);
  });
});
