import createMDX from '@next/mdx';

const withMDX = createMDX({
  // Turbopack needs plugins named as strings so they can cross into its worker.
  options: { remarkPlugins: [['remark-gfm', {}]] },
});

/** @type {import('next').NextConfig} */
const config = {
  // A static export: every page is a file, so any static host or CDN can serve the site.
  output: 'export',
  pageExtensions: ['ts', 'tsx', 'mdx'],
  images: { unoptimized: true },
  // The locale is the first path segment and the root layout lives under it,
  // so the site-wide 404 needs its own document.
  experimental: { globalNotFound: true },
  poweredByHeader: false,
  // Charts are laid out by ELK while pages are generated; the first page of a large flow lays out every drawing of it.
  staticPageGenerationTimeout: 600,
};

export default withMDX(config);
