import { expect, type Page, test } from '@playwright/test';

/** The home-screen icons (scripts/make-icons.mjs) are the in-app logo, public/favicon.svg. */

/**
 * An image the page loads, drawn at `size`: its natural size, the RGB at points of the logo's
 * 64-unit grid, and (with `compareTo`) the mean difference per channel from another image drawn
 * the same way. Computed in the page: a 512 px image is a million numbers.
 */
async function inspectImage(
  page: Page,
  src: string,
  size: number,
  points: [number, number][],
  compareTo?: string,
) {
  return page.evaluate(
    async ({ src, size, points, compareTo }) => {
      const draw = async (url: string) => {
        const image = new Image(size, size);
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0, size, size);
        return { image, data: context.getImageData(0, 0, size, size).data };
      };
      const { image, data } = await draw(src);
      const rgb = points.map(([x, y]) => {
        const i = (Math.round((y / 64) * size) * size + Math.round((x / 64) * size)) * 4;
        return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      });
      let diff = 0;
      if (compareTo) {
        const other = (await draw(compareTo)).data;
        for (let i = 0; i < data.length; i++) diff += Math.abs((data[i] ?? 0) - (other[i] ?? 0));
        diff /= data.length;
      }
      return { natural: [image.naturalWidth, image.naturalHeight], rgb, diff };
    },
    { src, size, points, compareTo },
  );
}

const AMBER = [0xf5, 0x9e, 0x0b];
const SLATE = [0x0f, 0x17, 0x2a];
const near = (rgb: number[], want: number[]) =>
  rgb.length === 3 && rgb.every((value, i) => Math.abs(value - (want[i] ?? 0)) < 12);

test('the home-screen icons are the in-app logo', async ({ page }) => {
  await page.goto('/login');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest: { icons: { src: string; sizes: string; purpose: string }[] } = await (
    await page.request.get(manifestHref ?? '/manifest.webmanifest')
  ).json();
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [...manifest.icons, { src: apple ?? '', sizes: '180x180', purpose: 'maskable' }];
  expect(icons.map((icon) => icon.purpose).sort()).toEqual([
    'any',
    'any',
    'maskable',
    'maskable',
    'maskable',
  ]);

  for (const icon of icons) {
    const size = Number(icon.sizes.split('x')[0]);
    // In the logo's 64-unit grid: the stem of the amber "R", and the slate square beside it.
    const found = await inspectImage(
      page,
      icon.src,
      size,
      [
        [23.5, 32],
        [10, 32],
      ],
      // The "any" icons are the logo as drawn in the app: they match favicon.svg at that size.
      icon.purpose === 'any' ? '/favicon.svg' : undefined,
    );
    expect(found.natural, icon.src).toEqual([size, size]);
    expect(near(found.rgb[0] ?? [], AMBER), `${icon.src}: amber stroke`).toBe(true);
    expect(near(found.rgb[1] ?? [], SLATE), `${icon.src}: slate ground`).toBe(true);
    expect(found.diff, `${icon.src} vs favicon.svg`).toBeLessThan(4);
  }
});
