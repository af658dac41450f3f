import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// ICU messages are compiled at build time (icu-minify), so intl-messageformat and its parser stay
// out of the browser (decision 0013). Only message files imported from ./messages go through
// the loader; they must stay flat strings (no arrays).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

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
