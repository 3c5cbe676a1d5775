import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentPdf, scannedPng } from '../testing/realisticFiles';

// The screenshots' uploads (issue 31 review item 17): no browser needed, only the fixture files.
describe('the screenshots’ realistic uploads', () => {
  const kb = (bytes: number) => Math.round(bytes / 1024);

  it('differ in size from one document to the next, as real scans do', () => {
    const pdfs = ['bvn-slip.pdf', 'tin-certificate.pdf', 'utility-bill.pdf', 'director-id.pdf'].map((name) =>
      kb(documentPdf(name, ['A line']).buffer.length),
    );
    assert.ok(new Set(pdfs).size >= 3, `PDF sizes in KB: ${pdfs.join(', ')}`);
    const pngs = ['cac-eze.png', 'cac-nwosu.png', 'cac-adefabrics.png'].map((name) =>
      kb(scannedPng(name).buffer.length),
    );
    assert.ok(new Set(pngs).size >= 2, `PNG sizes in KB: ${pngs.join(', ')}`);
  });

  it('stay what a scan weighs (some tens to a few hundred KB) and the same for the same name', () => {
    const pdf = documentPdf('bvn-slip.pdf', ['A line']).buffer;
    assert.ok(pdf.length > 10_000 && pdf.length < 400_000, `${pdf.length} bytes`);
    assert.deepEqual(documentPdf('bvn-slip.pdf', ['A line']).buffer, pdf);
  });
});
