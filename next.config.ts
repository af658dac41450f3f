import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its own package directory at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
  poweredByHeader: false,
  images: {
    // Content images and video thumbnails go through /_next/image (quality 75, SPEC §9).
    qualities: [75],
    localPatterns: [{ pathname: '/content/**' }, { pathname: '/api/yt-image/**' }],
  },
};

export default withNextIntl(nextConfig);
