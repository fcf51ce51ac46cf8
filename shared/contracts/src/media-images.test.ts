import * as v from 'valibot';
import { maxDataUrlLength } from './image-value';
import { BrandInputSchema } from './media';

const brand = (logo: string) => ({ name: 'Northlight', slug: 'northlight', colour: '#336699', logo, status: 'active' });
const logoIssue = (logo: string) => v.safeParse(BrandInputSchema, brand(logo)).issues?.map((issue) => issue.message);

// A brand's logo and a video's thumbnail share one rule (imageField in media.ts).
it.each([
  ['none', ''],
  ['a console path', '/logos/northlight.svg'],
  ['a web address', 'https://cdn.example.com/logo.png'],
  ['an uploaded PNG', 'data:image/png;base64,iVBORw0KGgo='],
  ['an uploaded WebP', 'data:image/webp;base64,UklGRg=='],
  ['an SVG as the seed draws one', `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`],
])('takes %s as a picture', (_what, logo) => {
  expect(logoIssue(logo)).toBeUndefined();
});

it.each([
  ['a made-up image type', 'data:image/x-icon-of-doom;base64,AAAA'],
  ['a PNG whose data is not base64', 'data:image/png;base64,<script>alert(1)</script>'],
  ['a data URL of another kind', 'data:text/html;base64,PGgxPg=='],
  ['text with spaces', 'my logo'],
])('refuses %s with the field’s message', (_what, logo) => {
  expect(logoIssue(logo)).toEqual(['media.errors.logoInvalid']);
});

it('refuses an upload larger than the console takes, saying how large it may be', () => {
  const tooLarge = `data:image/png;base64,${'A'.repeat(maxDataUrlLength)}`;
  expect(logoIssue(tooLarge)).toEqual(['media.errors.thumbnailFileSize']);
  expect(logoIssue(tooLarge.slice(0, maxDataUrlLength - 4))).toBeUndefined();
});
