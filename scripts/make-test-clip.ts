// Makes the small WebM clip the media remote ships for its player (remotes/media/src/assets/
// test-clip.webm), so a video plays offline. No ffmpeg here: Debian's Chromium draws a 2-second
// canvas animation and records it with MediaRecorder (VP8/VP9 WebM).
// Run once: npx tsx scripts/make-test-clip.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium';

const target = path.join(__dirname, '..', 'remotes', 'media', 'src', 'assets', 'test-clip.webm');

/**
 * Runs in the page: a 320×180 canvas, a moving dot and a counter, recorded for two seconds. Kept
 * as text: tsx (esbuild) wraps named functions in a `__name` helper the page does not have.
 */
const record = `(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm', videoBitsPerSecond: 150000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const started = performance.now();
  const draw = () => {
    const elapsed = (performance.now() - started) / 1000;
    context.fillStyle = '#1f3b73';
    context.fillRect(0, 0, 320, 180);
    context.fillStyle = '#ffcc33';
    context.beginPath();
    context.arc(30 + (elapsed / 2) * 260, 90, 18, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#ffffff';
    context.font = 'bold 20px sans-serif';
    context.fillText('Test clip ' + elapsed.toFixed(1) + ' s', 12, 30);
    if (elapsed < 2.1) requestAnimationFrame(draw);
  };
  draw();
  recorder.start(250);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  recorder.stop();
  await stopped;
  return [...new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())];
})()`;

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>clip</title><body></body>');
    const bytes = await page.evaluate<number[]>(record);
    if (bytes.length < 1000 || bytes.length > 100_000) throw new Error(`Unexpected clip size: ${bytes.length} bytes`);
    writeFileSync(target, Buffer.from(bytes));
    console.log(`Wrote ${path.relative(process.cwd(), target)} (${bytes.length} bytes)`);
  } finally {
    await browser.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
