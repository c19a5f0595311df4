// Makes the demo pictures of the file manager and the demo journals (PDF and
// first-page JPEG cover) with Debian's Chromium. The outputs are committed; run
// again only to change them: node apps/server/demo-assets/generate-files-and-journals.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.dirname(fileURLToPath(import.meta.url));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

const photos = [
  ['photo-oil-filters', 'Oil filters', '#1b5e20', '#a5d6a7', 'New range for 2026'],
  ['photo-brake-pads', 'Brake pads', '#b71c1c', '#ffcdd2', 'Front and rear axles'],
  ['photo-workshop', 'Workshop days', '#0d47a1', '#bbdefb', 'Meet our technicians'],
];

const journals = [
  ['journal-2026-01', 'Parts Review', 'January 2026', '#37474f', 'Winter tyres and batteries'],
  ['journal-2026-02', 'Parts Review', 'February 2026', '#4e342e', 'Brakes: a buyer’s guide'],
  ['journal-2026-03', 'Parts Review', 'March 2026', '#1a237e', 'Spring service checklist'],
];

const photoHtml = (title, dark, light, line) => `<!doctype html><html><body style="margin:0">
<div style="width:800px;height:500px;background:linear-gradient(135deg,${light},${dark});
font-family:sans-serif;color:white;display:flex;flex-direction:column;justify-content:flex-end;padding:40px;box-sizing:border-box">
<div style="font-size:64px;font-weight:bold;text-shadow:0 2px 6px #0008">${title}</div>
<div style="font-size:28px;text-shadow:0 2px 6px #0008">${line}</div></div></body></html>`;

const coverPage = (
  title,
  month,
  colour,
  headline,
) => `<section style="height:297mm;box-sizing:border-box;
padding:24mm 18mm;background:${colour};color:white;font-family:serif;page-break-after:always">
<div style="font-size:56pt;font-weight:bold">${title}</div>
<div style="font-size:20pt;margin-top:6mm">${month}</div>
<div style="margin-top:120mm;font-size:30pt">${headline}</div>
<div style="font-size:14pt;margin-top:4mm">The monthly journal of our distributor portal</div></section>`;

const innerPage = (number, headline) => `<section style="height:297mm;box-sizing:border-box;
padding:24mm 18mm;font-family:serif;font-size:12pt;page-break-after:always">
<h1 style="font-size:22pt">${number === 2 ? headline : 'News from the catalogue'}</h1>
${Array.from(
  { length: 8 },
  (_, i) => `<p>Paragraph ${i + 1}. Our catalogue grows every month: new items,
better prices and faster delivery to your workshop. Ask your sales manager for the details of the
current actions and how your loyalty points add up.</p>`,
).join('')}
<p style="position:absolute;bottom:10mm">Page ${number}</p></section>`;

const page = await browser.newPage({ viewport: { width: 800, height: 500 } });
for (const [file, title, dark, light, line] of photos) {
  await page.setContent(photoHtml(title, dark, light, line));
  await page.screenshot({ path: path.join(out, `${file}.jpg`), type: 'jpeg', quality: 70 });
}

for (const [file, title, month, colour, headline] of journals) {
  const html = `<!doctype html><html><head><style>@page{size:A4;margin:0}body{margin:0}</style></head>
<body>${coverPage(title, month, colour, headline)}${innerPage(2, headline)}${innerPage(3, headline)}</body></html>`;
  await page.setContent(html);
  await page.pdf({ path: path.join(out, `${file}.pdf`), format: 'A4', printBackground: true });
  // The cover: the first page at 420 px wide, as the browser makes it from the PDF.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.setContent(
    `<!doctype html><html><body style="margin:0">${coverPage(title, month, colour, headline)}</body></html>`,
  );
  const full = await page.screenshot({ type: 'png' });
  await page.setContent(
    `<body style="margin:0"><img src="data:image/png;base64,${full.toString('base64')}" style="width:420px"></body>`,
  );
  await page.setViewportSize({ width: 420, height: 594 });
  await page.screenshot({ path: path.join(out, `${file}.jpg`), type: 'jpeg', quality: 75 });
  await page.setViewportSize({ width: 800, height: 500 });
}
await browser.close();
for (const file of fs.readdirSync(out).filter((name) => /^(photo|journal)-/.test(name))) {
  console.log(file, fs.statSync(path.join(out, file)).size);
}
